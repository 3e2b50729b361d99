/*
 * serial-v1, the Double Agent board protocol (docs/board-protocol.md): CRC-8/SMBUS, the board's line
 * encoders, and the parser for the app's commands. Plain C99, no hardware, no allocation: the same file
 * runs on the ATmega328P and in the host unit test.
 */
#ifndef SERIAL_V1_H
#define SERIAL_V1_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* At most 96 bytes on the wire, the LF included. */
#define SV1_MAX_LINE 96
#define SV1_MAX_SOCKETS 32

/* Why a line was dropped; sv1_error_code() gives the same names as the app's codec. */
typedef enum {
  SV1_OK = 0,
  SV1_ERR_EMPTY,
  SV1_ERR_OVERLONG,
  SV1_ERR_NON_ASCII,
  SV1_ERR_CONTROL_CHAR,
  SV1_ERR_NO_CHECKSUM,
  SV1_ERR_BAD_CHECKSUM,
  SV1_ERR_UNKNOWN_TYPE,
  SV1_ERR_WRONG_FIELD_COUNT,
  SV1_ERR_BAD_FIELD,
  SV1_ERR_OUT_OF_RANGE,
  SV1_ERR_WRONG_LENGTH
} sv1_error;

const char *sv1_error_code(sv1_error error);

/* CRC-8/SMBUS: polynomial 0x07, init 0x00, no reflection, no final XOR. */
uint8_t sv1_crc8(const char *bytes, size_t length);

/* Capability bits for HELLO, written in the order P, L, B. */
#define SV1_CAP_PRESENCE 0x01
#define SV1_CAP_LEDS 0x02
#define SV1_CAP_BUZZER 0x04

typedef enum { SV1_EV_ON, SV1_EV_OFF, SV1_EV_LIFT, SV1_EV_PLACE, SV1_EV_FAULT } sv1_event_kind;

/*
 * Encoders write `BODY*CC` (no LF) and a terminating NUL into out, and return the length without the NUL;
 * 0 when it does not fit in capacity. They format what they are given: validating is the caller's job.
 */
size_t sv1_encode_hello(char *out, size_t capacity, uint16_t proto, const char *board_id, uint8_t sockets,
                        uint8_t caps, const char *fw);
/* pos and pres hold one '1', '0' or '?' per socket; pres NULL writes '-' (no presence sensing). */
size_t sv1_encode_state(char *out, size_t capacity, uint16_t seq, const char *pos, const char *pres,
                        uint8_t sockets);
size_t sv1_encode_event(char *out, size_t capacity, uint16_t seq, uint8_t socket, sv1_event_kind kind);
size_t sv1_encode_heartbeat(char *out, size_t capacity, uint16_t seq, uint32_t uptime_ms);
size_t sv1_encode_ack(char *out, size_t capacity, uint16_t id);
size_t sv1_encode_nak(char *out, size_t capacity, uint16_t id, const char *reason);
/* `#text`, no checksum. */
size_t sv1_encode_comment(char *out, size_t capacity, const char *text);

typedef enum { SV1_CMD_HELLO, SV1_CMD_SYNC, SV1_CMD_LED, SV1_CMD_BUZZ } sv1_command_type;
typedef enum { SV1_LED_ON, SV1_LED_OFF, SV1_LED_BLINK } sv1_led_mode;

typedef struct {
  sv1_command_type type;
  uint16_t id;           /* SYNC, LED, BUZZ */
  uint8_t socket;        /* LED: 1-based, 0 for '*' (every socket) */
  sv1_led_mode mode;     /* LED */
  uint16_t ms;           /* BUZZ */
} sv1_command;

/*
 * One line from the app, without its LF (a trailing CR is ignored). sockets is the board's socket count
 * (0 when unknown: up to 32 accepted). On SV1_OK, *out holds the command.
 */
sv1_error sv1_parse_app_line(const char *line, size_t length, uint8_t sockets, sv1_command *out);

/* Cuts the byte stream into lines, as the app does: LF ends a line, a CR before it is dropped. */
typedef struct {
  char line[SV1_MAX_LINE];
  uint8_t length;
  uint8_t discarding; /* inside an overlong line, already reported */
  uint8_t non_ascii;
  uint8_t handed_out; /* the last push returned this line */
} sv1_reader;

typedef enum { SV1_READ_NOTHING, SV1_READ_LINE, SV1_READ_ERROR } sv1_read_result;

void sv1_reader_reset(sv1_reader *reader);
/*
 * Feeds one byte. SV1_READ_LINE: reader->line holds reader->length bytes (NUL-terminated, no CR/LF) until
 * the next call. SV1_READ_ERROR: *error says why (overlong, reported once as soon as it overflows;
 * non-ascii, at the end of its line).
 */
sv1_read_result sv1_reader_push(sv1_reader *reader, uint8_t byte, sv1_error *error);

#ifdef __cplusplus
}
#endif

#endif
