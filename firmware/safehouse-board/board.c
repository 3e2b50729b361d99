#include "board.h"

#include "serial_v1.h"

#define CAPS                                                                                          \
  ((BOARD_HAS_PRESENCE ? SV1_CAP_PRESENCE : 0) | (BOARD_HAS_LEDS ? SV1_CAP_LEDS : 0) |                \
   (BOARD_HAS_BUZZER ? SV1_CAP_BUZZER : 0))

/* One sensor behind its debouncer. stable: '1', '0', or '?' (never settled, or flapping). */
typedef struct {
  uint8_t raw;
  char stable;
  uint32_t raw_since;
  uint32_t last_settled;
} input;

static input positions[BOARD_SOCKETS];
static input presences[BOARD_SOCKETS];
/* What the app has been told (by events), and what STATE reports. */
static char told_pos[BOARD_SOCKETS];
static char told_pres[BOARD_SOCKETS];
static uint8_t started;
static uint8_t led_mode[BOARD_SOCKETS];
static uint8_t led_lit[BOARD_SOCKETS];
static uint8_t buzzing;
static uint32_t buzz_until;
static uint16_t seq;
/* The last command carried out (0: none since power-up) and whether it was refused: a resend of it
   (the same id, after a lost ACK) is answered the same way and not carried out twice. */
static uint16_t last_id;
static uint8_t last_refused;
static uint32_t boot_ms;
static uint32_t last_heartbeat;
static sv1_reader reader;
static char out[SV1_MAX_LINE + 1];

static void send(size_t length) {
  if (length == 0) return;
  out[length] = '\n';
  hal_send(out, length + 1);
}

static uint16_t next_seq(void) { return seq++; /* uint16_t wraps 65535 to 0 */ }

static void send_hello(void) {
  send(sv1_encode_hello(out, sizeof out - 1, 1, BOARD_ID, BOARD_SOCKETS, CAPS, BOARD_FW));
}

static void send_state(void) {
  send(sv1_encode_state(out, sizeof out - 1, next_seq(), told_pos, BOARD_HAS_PRESENCE ? told_pres : NULL,
                        BOARD_SOCKETS));
}

static void send_event(uint8_t index, sv1_event_kind kind) {
  send(sv1_encode_event(out, sizeof out - 1, next_seq(), (uint8_t)(index + 1), kind));
}

static void send_comment(const char *text) { send(sv1_encode_comment(out, sizeof out - 1, text)); }

static void input_start(input *in, uint8_t raw, uint32_t now) {
  in->raw = raw;
  in->stable = '?';
  in->raw_since = now;
  in->last_settled = now;
}

static void input_sample(input *in, uint8_t raw, uint32_t now) {
  if (raw != in->raw) {
    in->raw = raw;
    in->raw_since = now;
  }
  if (now - in->raw_since >= BOARD_DEBOUNCE_MS) {
    in->stable = raw ? '1' : '0';
    in->last_settled = now;
  } else if (now - in->last_settled >= BOARD_FAULT_MS) {
    in->stable = '?';
  }
}

static sv1_event_kind position_event(char position) {
  return position == '1' ? SV1_EV_ON : position == '0' ? SV1_EV_OFF : SV1_EV_FAULT;
}

static void report_position(uint8_t i) {
  if (positions[i].stable == told_pos[i]) return;
  told_pos[i] = positions[i].stable;
  send_event(i, position_event(told_pos[i]));
}

/*
 * With presence sensing, a lifted monitor's position is not reported (turning it passes through OFF);
 * when it is placed back, its settled position comes first, then PLACE, so the app judges the inspection
 * by the position the monitor was put back in.
 */
static void report_socket(uint8_t i, uint32_t now) {
#if BOARD_HAS_PRESENCE
  char present = presences[i].stable;
  if (present == '0' && told_pres[i] != '0') {
    told_pres[i] = '0';
    send_event(i, SV1_EV_LIFT);
  } else if (present == '1' && told_pres[i] != '1') {
    if (positions[i].stable != '?' && now - positions[i].raw_since < BOARD_DEBOUNCE_MS)
      return; /* the position is still settling: place the monitor once it has */
    report_position(i);
    told_pres[i] = '1';
    send_event(i, SV1_EV_PLACE);
  } else if (told_pres[i] == '1') {
    report_position(i);
  }
#else
  (void)now;
  report_position(i);
#endif
}

/* The first settled readings after power-up become the state silently: the app asks with SYNC. */
static void start_reporting(uint32_t now) {
  uint8_t i, settled = 1;
  for (i = 0; i < BOARD_SOCKETS; i++) {
    if (positions[i].stable == '?') settled = 0;
    if (BOARD_HAS_PRESENCE && presences[i].stable == '?') settled = 0;
  }
  if (!settled && now - boot_ms < BOARD_FAULT_MS) return;
  for (i = 0; i < BOARD_SOCKETS; i++) {
    told_pos[i] = positions[i].stable;
    told_pres[i] = BOARD_HAS_PRESENCE ? presences[i].stable : '-';
  }
  started = 1;
}

static void read_sensors(uint32_t now, uint8_t first) {
  uint8_t i;
  hal_sample();
  for (i = 0; i < BOARD_SOCKETS; i++) {
    uint8_t on = hal_position_on((uint8_t)(i + 1)) ? 1 : 0;
    if (first) input_start(&positions[i], on, now);
    else input_sample(&positions[i], on, now);
#if BOARD_HAS_PRESENCE
    {
      uint8_t present = hal_monitor_present((uint8_t)(i + 1)) ? 1 : 0;
      if (first) input_start(&presences[i], present, now);
      else input_sample(&presences[i], present, now);
    }
#endif
  }
}

static void update_outputs(uint32_t now) {
#if BOARD_HAS_LEDS
  uint8_t i, changed = 0, blink_on = (uint8_t)((now / BOARD_BLINK_MS) & 1);
  for (i = 0; i < BOARD_SOCKETS; i++) {
    uint8_t lit = led_mode[i] == SV1_LED_ON || (led_mode[i] == SV1_LED_BLINK && blink_on);
    if (lit != led_lit[i]) {
      led_lit[i] = lit;
      hal_set_led((uint8_t)(i + 1), lit);
      changed = 1;
    }
  }
  if (changed) hal_show_leds();
#endif
#if BOARD_HAS_BUZZER
  if (buzzing && (int32_t)(now - buzz_until) >= 0) {
    buzzing = 0;
    hal_set_buzzer(0);
  }
#else
  (void)buzzing;
  (void)buzz_until;
#endif
  (void)now;
}

void board_start(uint32_t now_ms) {
  uint8_t i;
  seq = 0;
  last_id = 0;
  started = 0;
  boot_ms = now_ms;
  last_heartbeat = now_ms;
  buzzing = 0;
  sv1_reader_reset(&reader);
  for (i = 0; i < BOARD_SOCKETS; i++) {
    told_pos[i] = '?';
    told_pres[i] = '?';
    led_mode[i] = SV1_LED_OFF;
    led_lit[i] = 0;
#if BOARD_HAS_LEDS
    hal_set_led((uint8_t)(i + 1), 0);
#endif
  }
#if BOARD_HAS_LEDS
  hal_show_leds();
#endif
#if BOARD_HAS_BUZZER
  hal_set_buzzer(0);
#endif
  read_sensors(now_ms, 1);
  send_hello();
}

void board_poll(uint32_t now_ms) {
  uint8_t i;
  read_sensors(now_ms, 0);
  if (!started) start_reporting(now_ms);
  if (started)
    for (i = 0; i < BOARD_SOCKETS; i++) report_socket(i, now_ms);
  if (now_ms - last_heartbeat >= BOARD_HEARTBEAT_MS) {
    last_heartbeat = now_ms;
    send(sv1_encode_heartbeat(out, sizeof out - 1, next_seq(), now_ms - boot_ms));
  }
  update_outputs(now_ms);
}

static void unsupported(uint16_t id) {
  last_refused = 1;
  send(sv1_encode_nak(out, sizeof out - 1, id, "unsupported"));
}

/* A resend of the last command: the same ACK or NAK again. SYNC only reads, so its fresh STATE follows
   again too (the app resends it because it heard no answer). */
static void answer_again(const sv1_command *command) {
  if (last_refused) {
    send(sv1_encode_nak(out, sizeof out - 1, command->id, "unsupported"));
    return;
  }
  send(sv1_encode_ack(out, sizeof out - 1, command->id));
  if (command->type == SV1_CMD_SYNC) send_state();
}

static void run_command(const sv1_command *command, uint32_t now) {
  uint8_t i;
  if (command->type != SV1_CMD_HELLO) {
    if (command->id == last_id) {
      answer_again(command);
      return;
    }
    last_id = command->id;
    last_refused = 0;
  }
  switch (command->type) {
    case SV1_CMD_HELLO:
      last_id = 0; /* every connection starts with HELLO?: an earlier connection's id is no resend */
      send_hello();
      break;
    case SV1_CMD_SYNC:
      send(sv1_encode_ack(out, sizeof out - 1, command->id));
      if (!started) start_reporting(boot_ms + BOARD_FAULT_MS); /* asked before the sensors settled */
      send_state();
      break;
    case SV1_CMD_LED:
      if (!BOARD_HAS_LEDS) {
        unsupported(command->id);
        break;
      }
      for (i = 0; i < BOARD_SOCKETS; i++)
        if (command->socket == 0 || command->socket == i + 1) led_mode[i] = (uint8_t)command->mode;
      send(sv1_encode_ack(out, sizeof out - 1, command->id));
      update_outputs(now);
      break;
    case SV1_CMD_BUZZ:
      if (!BOARD_HAS_BUZZER) {
        unsupported(command->id);
        break;
      }
      buzzing = 1;
      buzz_until = now + command->ms;
#if BOARD_HAS_BUZZER
      hal_set_buzzer(1);
#endif
      send(sv1_encode_ack(out, sizeof out - 1, command->id));
      break;
  }
}

static void refuse(sv1_error error) {
  char text[40] = "dropped line: ";
  const char *code = sv1_error_code(error);
  uint8_t n = 14;
  while (*code && n < sizeof text - 1) text[n++] = *code++;
  text[n] = '\0';
  send_comment(text);
}

void board_receive(uint8_t byte, uint32_t now_ms) {
  sv1_error error = SV1_OK;
  sv1_command command;
  sv1_read_result result = sv1_reader_push(&reader, byte, &error);
  if (result == SV1_READ_ERROR) {
    refuse(error);
  } else if (result == SV1_READ_LINE) {
    error = sv1_parse_app_line(reader.line, reader.length, BOARD_SOCKETS, &command);
    if (error == SV1_OK) run_command(&command, now_ms);
    else refuse(error);
  }
}
