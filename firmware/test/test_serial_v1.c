/* Host test of serial_v1.c against the shared vectors (vectors.h, generated from vectors.json). */
#include <stdio.h>
#include <string.h>

#include "serial_v1.h"

typedef struct {
  const char *line;
  size_t length;
  uint8_t sockets;
  sv1_command expected;
} app_valid_vector;

typedef struct {
  const char *line;
  size_t length;
  uint8_t sockets;
  const char *code;
} app_invalid_vector;

typedef enum { BV_HELLO, BV_STATE, BV_EV, BV_HB, BV_ACK, BV_NAK, BV_COMMENT } board_type;

typedef struct {
  const char *line;
  board_type type;
  uint16_t proto;
  const char *board_id;
  uint8_t sockets;
  uint8_t caps;
  const char *fw;
  uint16_t seq;
  const char *pos;
  const char *pres;
  uint8_t socket;
  sv1_event_kind kind;
  uint32_t uptime;
  uint16_t id;
  const char *reason;
  const char *text;
} board_vector;

typedef struct {
  const char *note;
  size_t length;
  const char *bytes;
  size_t line_count;
  const char *lines[4];
  size_t error_count;
  const char *errors[4];
} stream_vector;

#include "vectors.h"

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

static unsigned checks, failures;

static void check(int ok, const char *what, const char *detail) {
  checks++;
  if (!ok) {
    failures++;
    printf("FAIL %s: %s\n", what, detail);
  }
}

static int same_command(const sv1_command *a, const sv1_command *b) {
  if (a->type != b->type) return 0;
  switch (a->type) {
    case SV1_CMD_HELLO:
      return 1;
    case SV1_CMD_SYNC:
      return a->id == b->id;
    case SV1_CMD_LED:
      return a->id == b->id && a->socket == b->socket && a->mode == b->mode;
    case SV1_CMD_BUZZ:
      return a->id == b->id && a->ms == b->ms;
  }
  return 0;
}

static size_t encode(const board_vector *v, char *out, size_t capacity) {
  switch (v->type) {
    case BV_HELLO:
      return sv1_encode_hello(out, capacity, v->proto, v->board_id, v->sockets, v->caps, v->fw);
    case BV_STATE:
      return sv1_encode_state(out, capacity, v->seq, v->pos, v->pres, v->sockets);
    case BV_EV:
      return sv1_encode_event(out, capacity, v->seq, v->socket, v->kind);
    case BV_HB:
      return sv1_encode_heartbeat(out, capacity, v->seq, v->uptime);
    case BV_ACK:
      return sv1_encode_ack(out, capacity, v->id);
    case BV_NAK:
      return sv1_encode_nak(out, capacity, v->id, v->reason);
    case BV_COMMENT:
      return sv1_encode_comment(out, capacity, v->text);
  }
  return 0;
}

static void test_crc(void) {
  check(sv1_crc8(CRC_CHECK_INPUT, strlen(CRC_CHECK_INPUT)) == CRC_CHECK_VALUE, "crc8 check value", "123456789");
  check(sv1_crc8("", 0) == 0, "crc8 of nothing", "");
}

static void test_app_lines(void) {
  size_t i;
  char detail[200];
  for (i = 0; i < COUNT(APP_VALID); i++) {
    sv1_command command;
    sv1_error error = sv1_parse_app_line(APP_VALID[i].line, APP_VALID[i].length, APP_VALID[i].sockets, &command);
    snprintf(detail, sizeof detail, "%s -> %s", APP_VALID[i].line, sv1_error_code(error));
    check(error == SV1_OK && same_command(&command, &APP_VALID[i].expected), "valid app line", detail);
  }
  for (i = 0; i < COUNT(APP_INVALID); i++) {
    sv1_command command;
    sv1_error error =
        sv1_parse_app_line(APP_INVALID[i].line, APP_INVALID[i].length, APP_INVALID[i].sockets, &command);
    snprintf(detail, sizeof detail, "%.60s -> %s, expected %s", APP_INVALID[i].line, sv1_error_code(error),
             APP_INVALID[i].code);
    check(strcmp(sv1_error_code(error), APP_INVALID[i].code) == 0, "invalid app line", detail);
  }
}

static void test_board_lines(void) {
  size_t i;
  char out[SV1_MAX_LINE], detail[240];
  for (i = 0; i < COUNT(BOARD_VALID); i++) {
    size_t length = encode(&BOARD_VALID[i], out, sizeof out);
    snprintf(detail, sizeof detail, "wrote \"%s\", expected \"%s\"", out, BOARD_VALID[i].line);
    check(length == strlen(BOARD_VALID[i].line) && strcmp(out, BOARD_VALID[i].line) == 0, "board line", detail);
  }
  /* a buffer too small: nothing written, 0 returned */
  check(sv1_encode_ack(out, 6, 7) == 0 && out[0] == '\0', "encoder overflow", "ACK,7*B6 in 6 bytes");
  check(sv1_encode_ack(out, 9, 7) == 8 && strcmp(out, "ACK,7*B6") == 0, "encoder exact fit", "ACK,7*B6 in 9 bytes");
}

static void test_streams(void) {
  size_t i, b;
  char detail[200];
  for (i = 0; i < COUNT(STREAMS); i++) {
    const stream_vector *v = &STREAMS[i];
    sv1_reader reader;
    size_t lines = 0, errors = 0;
    int ok = 1;
    sv1_reader_reset(&reader);
    for (b = 0; b < v->length; b++) {
      sv1_error error = SV1_OK;
      sv1_read_result result = sv1_reader_push(&reader, (uint8_t)v->bytes[b], &error);
      if (result == SV1_READ_LINE) {
        if (lines >= v->line_count || strcmp(reader.line, v->lines[lines]) != 0 ||
            strlen(reader.line) != reader.length)
          ok = 0;
        lines++;
      } else if (result == SV1_READ_ERROR) {
        if (errors >= v->error_count || strcmp(sv1_error_code(error), v->errors[errors]) != 0) ok = 0;
        errors++;
      }
    }
    snprintf(detail, sizeof detail, "%s: %u lines, %u errors", v->note, (unsigned)lines, (unsigned)errors);
    check(ok && lines == v->line_count && errors == v->error_count, "stream", detail);
  }
}

int main(void) {
  test_crc();
  test_app_lines();
  test_board_lines();
  test_streams();
  printf("serial_v1: %u checks, %u failed (%u app lines, %u board lines, %u streams from the shared vectors)\n",
         checks, failures, (unsigned)(COUNT(APP_VALID) + COUNT(APP_INVALID)), (unsigned)COUNT(BOARD_VALID),
         (unsigned)COUNT(STREAMS));
  return failures == 0 ? 0 : 1;
}
