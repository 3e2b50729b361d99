#include "serial_v1.h"

#include <string.h>

static const char *const ERROR_CODES[] = {
    "ok",           "empty",        "overlong",          "non-ascii", "control-char", "no-checksum",
    "bad-checksum", "unknown-type", "wrong-field-count", "bad-field", "out-of-range", "wrong-length"};

const char *sv1_error_code(sv1_error error) {
  return (unsigned)error < sizeof ERROR_CODES / sizeof ERROR_CODES[0] ? ERROR_CODES[error] : "unknown";
}

uint8_t sv1_crc8(const char *bytes, size_t length) {
  uint8_t crc = 0;
  size_t i;
  uint8_t bit;
  for (i = 0; i < length; i++) {
    crc ^= (uint8_t)bytes[i];
    for (bit = 0; bit < 8; bit++) crc = (uint8_t)((crc & 0x80) ? (crc << 1) ^ 0x07 : crc << 1);
  }
  return crc;
}

/* ---- encoding ---- */

typedef struct {
  char *out;
  size_t capacity;
  size_t length;
  uint8_t overflow;
} writer;

static void put_char(writer *w, char c) {
  if (w->length + 1 < w->capacity) w->out[w->length++] = c;
  else w->overflow = 1;
}

static void put_text(writer *w, const char *text) {
  while (*text) put_char(w, *text++);
}

static void put_decimal(writer *w, uint32_t value) {
  char digits[10];
  uint8_t count = 0;
  do {
    digits[count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0);
  while (count > 0) put_char(w, digits[--count]);
}

static const char HEX[] = "0123456789ABCDEF";

static size_t finish(writer *w, uint8_t with_checksum) {
  if (with_checksum) {
    uint8_t crc = sv1_crc8(w->out, w->overflow ? 0 : w->length);
    put_char(w, '*');
    put_char(w, HEX[crc >> 4]);
    put_char(w, HEX[crc & 0x0F]);
  }
  if (w->capacity == 0) return 0;
  if (w->overflow) {
    w->out[0] = '\0';
    return 0;
  }
  w->out[w->length] = '\0';
  return w->length;
}

static writer start(char *out, size_t capacity, const char *type) {
  writer w;
  w.out = out;
  w.capacity = capacity;
  w.length = 0;
  w.overflow = 0;
  put_text(&w, type);
  return w;
}

size_t sv1_encode_hello(char *out, size_t capacity, uint16_t proto, const char *board_id, uint8_t sockets,
                        uint8_t caps, const char *fw) {
  writer w = start(out, capacity, "HELLO,");
  put_decimal(&w, proto);
  put_char(&w, ',');
  put_text(&w, board_id);
  put_char(&w, ',');
  put_decimal(&w, sockets);
  put_char(&w, ',');
  if (caps & SV1_CAP_PRESENCE) put_char(&w, 'P');
  if (caps & SV1_CAP_LEDS) put_char(&w, 'L');
  if (caps & SV1_CAP_BUZZER) put_char(&w, 'B');
  put_char(&w, ',');
  put_text(&w, fw);
  return finish(&w, 1);
}

size_t sv1_encode_state(char *out, size_t capacity, uint16_t seq, const char *pos, const char *pres,
                        uint8_t sockets) {
  uint8_t i;
  writer w = start(out, capacity, "STATE,");
  put_decimal(&w, seq);
  put_char(&w, ',');
  for (i = 0; i < sockets; i++) put_char(&w, pos[i]);
  put_char(&w, ',');
  if (pres == NULL) put_char(&w, '-');
  else
    for (i = 0; i < sockets; i++) put_char(&w, pres[i]);
  return finish(&w, 1);
}

static const char *const EVENT_KINDS[] = {"ON", "OFF", "LIFT", "PLACE", "FAULT"};

size_t sv1_encode_event(char *out, size_t capacity, uint16_t seq, uint8_t socket, sv1_event_kind kind) {
  writer w = start(out, capacity, "EV,");
  put_decimal(&w, seq);
  put_char(&w, ',');
  put_decimal(&w, socket);
  put_char(&w, ',');
  put_text(&w, (unsigned)kind <= SV1_EV_FAULT ? EVENT_KINDS[kind] : "?");
  return finish(&w, 1);
}

size_t sv1_encode_heartbeat(char *out, size_t capacity, uint16_t seq, uint32_t uptime_ms) {
  writer w = start(out, capacity, "HB,");
  put_decimal(&w, seq);
  put_char(&w, ',');
  put_decimal(&w, uptime_ms);
  return finish(&w, 1);
}

size_t sv1_encode_ack(char *out, size_t capacity, uint16_t id) {
  writer w = start(out, capacity, "ACK,");
  put_decimal(&w, id);
  return finish(&w, 1);
}

size_t sv1_encode_nak(char *out, size_t capacity, uint16_t id, const char *reason) {
  writer w = start(out, capacity, "NAK,");
  put_decimal(&w, id);
  put_char(&w, ',');
  put_text(&w, reason);
  return finish(&w, 1);
}

size_t sv1_encode_comment(char *out, size_t capacity, const char *text) {
  writer w = start(out, capacity, "#");
  put_text(&w, text);
  return finish(&w, 0);
}

/* ---- parsing: the same checks, in the same order, as src-main/games/doubleagent/board/codec.ts ---- */

typedef struct {
  const char *start;
  size_t length;
} field;

static uint8_t field_is(field f, const char *text) {
  size_t n = strlen(text);
  return f.length == n && memcmp(f.start, text, n) == 0;
}

static int hex_value(char c, uint8_t *lowercase) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') {
    *lowercase = 1;
    return c - 'a' + 10;
  }
  return -1;
}

/* A canonical decimal (no sign, no leading zero, at most 10 digits) within min..max. */
static sv1_error decimal(field f, uint32_t min, uint32_t max, uint32_t *value) {
  size_t i;
  uint32_t result = 0;
  uint8_t saturated = 0;
  if (f.length == 0 || f.length > 10 || (f.start[0] == '0' && f.length > 1)) return SV1_ERR_BAD_FIELD;
  for (i = 0; i < f.length; i++) {
    char c = f.start[i];
    if (c < '0' || c > '9') return SV1_ERR_BAD_FIELD;
    if (result > (UINT32_MAX - 9) / 10) saturated = 1;
    else result = result * 10 + (uint32_t)(c - '0');
  }
  if (saturated || result < min || result > max) return SV1_ERR_OUT_OF_RANGE;
  *value = result;
  return SV1_OK;
}

static sv1_error socket_number(field f, uint8_t sockets, uint8_t *socket) {
  uint32_t value = 0;
  sv1_error error = decimal(f, 1, SV1_MAX_SOCKETS, &value);
  if (error != SV1_OK) return error;
  if (sockets != 0 && value > sockets) return SV1_ERR_OUT_OF_RANGE;
  *socket = (uint8_t)value;
  return SV1_OK;
}

sv1_error sv1_parse_app_line(const char *line, size_t length, uint8_t sockets, sv1_command *out) {
  size_t i, star, body_length;
  field fields[5];
  uint8_t count = 0, lowercase = 0;
  int high, low;
  uint32_t value = 0;
  sv1_error error;
  sv1_command command;

  if (sockets > SV1_MAX_SOCKETS) sockets = 0;
  /* the CR, when present, travelled on the wire and counts towards the 96 bytes */
  if (length + 1 > SV1_MAX_LINE) return SV1_ERR_OVERLONG;
  if (length > 0 && line[length - 1] == '\r') length--;
  if (length == 0) return SV1_ERR_EMPTY;
  for (i = 0; i < length; i++) {
    uint8_t byte = (uint8_t)line[i];
    if (byte > 0x7F) return SV1_ERR_NON_ASCII;
    if (byte < 0x20 || byte == 0x7F) return SV1_ERR_CONTROL_CHAR;
  }
  if (line[0] == '#') return SV1_ERR_UNKNOWN_TYPE; /* the app sends no comments */
  star = length;
  for (i = length; i > 0; i--)
    if (line[i - 1] == '*') {
      star = i - 1;
      break;
    }
  if (star == length) return SV1_ERR_NO_CHECKSUM;
  if (length - star - 1 != 2) return SV1_ERR_BAD_CHECKSUM;
  high = hex_value(line[star + 1], &lowercase);
  low = hex_value(line[star + 2], &lowercase);
  if (high < 0 || low < 0 || lowercase) return SV1_ERR_BAD_CHECKSUM;
  body_length = star;
  if (sv1_crc8(line, body_length) != (uint8_t)(high << 4 | low)) return SV1_ERR_BAD_CHECKSUM;

  fields[0].start = line;
  for (i = 0; i <= body_length; i++) {
    if (i == body_length || line[i] == ',') {
      if (count < 5) fields[count].length = (size_t)(line + i - fields[count].start);
      count++;
      if (i < body_length && count < 5) fields[count].start = line + i + 1;
    }
  }

  memset(&command, 0, sizeof command);
  if (field_is(fields[0], "HELLO?")) {
    if (count != 1) return SV1_ERR_WRONG_FIELD_COUNT;
    command.type = SV1_CMD_HELLO;
  } else if (field_is(fields[0], "SYNC")) {
    if (count != 2) return SV1_ERR_WRONG_FIELD_COUNT;
    command.type = SV1_CMD_SYNC;
    if ((error = decimal(fields[1], 1, 65535, &value)) != SV1_OK) return error;
    command.id = (uint16_t)value;
  } else if (field_is(fields[0], "LED")) {
    if (count != 4) return SV1_ERR_WRONG_FIELD_COUNT;
    command.type = SV1_CMD_LED;
    if ((error = decimal(fields[1], 1, 65535, &value)) != SV1_OK) return error;
    command.id = (uint16_t)value;
    if (field_is(fields[2], "*")) command.socket = 0;
    else if ((error = socket_number(fields[2], sockets, &command.socket)) != SV1_OK)
      return error;
    if (field_is(fields[3], "on")) command.mode = SV1_LED_ON;
    else if (field_is(fields[3], "off")) command.mode = SV1_LED_OFF;
    else if (field_is(fields[3], "blink")) command.mode = SV1_LED_BLINK;
    else return SV1_ERR_BAD_FIELD;
  } else if (field_is(fields[0], "BUZZ")) {
    if (count != 3) return SV1_ERR_WRONG_FIELD_COUNT;
    command.type = SV1_CMD_BUZZ;
    if ((error = decimal(fields[1], 1, 65535, &value)) != SV1_OK) return error;
    command.id = (uint16_t)value;
    if ((error = decimal(fields[2], 1, 5000, &value)) != SV1_OK) return error;
    command.ms = (uint16_t)value;
  } else {
    return SV1_ERR_UNKNOWN_TYPE; /* a board line echoed back, or anything else */
  }
  *out = command;
  return SV1_OK;
}

/* ---- line reader ---- */

void sv1_reader_reset(sv1_reader *reader) {
  reader->length = 0;
  reader->discarding = 0;
  reader->non_ascii = 0;
  reader->handed_out = 0;
  reader->line[0] = '\0';
}

sv1_read_result sv1_reader_push(sv1_reader *reader, uint8_t byte, sv1_error *error) {
  if (reader->handed_out) { /* the previous call returned a line: start the next one */
    reader->handed_out = 0;
    reader->length = 0;
  }
  if (byte == '\n') {
    uint8_t was_discarding = reader->discarding, non_ascii = reader->non_ascii;
    reader->discarding = 0;
    reader->non_ascii = 0;
    if (was_discarding) return SV1_READ_NOTHING;
    if (non_ascii) {
      reader->length = 0;
      *error = SV1_ERR_NON_ASCII;
      return SV1_READ_ERROR;
    }
    if (reader->length > 0 && reader->line[reader->length - 1] == '\r') reader->length--;
    reader->line[reader->length] = '\0';
    reader->handed_out = 1;
    return SV1_READ_LINE;
  }
  if (reader->discarding) return SV1_READ_NOTHING;
  if (reader->length == SV1_MAX_LINE - 1) {
    reader->length = 0;
    reader->non_ascii = 0;
    reader->discarding = 1;
    *error = SV1_ERR_OVERLONG;
    return SV1_READ_ERROR;
  }
  if (byte > 0x7F) reader->non_ascii = 1;
  reader->line[reader->length++] = (char)byte;
  return SV1_READ_NOTHING;
}
