/*
 * Host test of board.c (debouncing, events, heartbeats, commands) on a fake hardware layer. Built twice by
 * the Makefile: the full board (presence, LEDs, buzzer) and a bare one (-DBOARD_HAS_PRESENCE=0 ...).
 */
#include <stdio.h>
#include <string.h>

#include "board.h"
#include "serial_v1.h"

/* ---- the fake hardware ---- */
static uint8_t position_on[BOARD_SOCKETS];
static uint8_t present[BOARD_SOCKETS];
static uint8_t led_shown[BOARD_SOCKETS], led_pending[BOARD_SOCKETS];
static uint8_t buzzer_on;
static unsigned buzzer_starts;
static char wire[1 << 16];
static size_t wire_length;

void hal_sample(void) {}
uint8_t hal_position_on(uint8_t socket) { return position_on[socket - 1]; }
uint8_t hal_monitor_present(uint8_t socket) { return present[socket - 1]; }
void hal_set_led(uint8_t socket, uint8_t on) { led_pending[socket - 1] = on; }
void hal_show_leds(void) { memcpy(led_shown, led_pending, sizeof led_shown); }
void hal_set_buzzer(uint8_t on) {
  if (on) buzzer_starts++;
  buzzer_on = on;
}
void hal_send(const char *bytes, size_t length) {
  if (wire_length + length < sizeof wire) {
    memcpy(wire + wire_length, bytes, length);
    wire_length += length;
  }
}

/* ---- helpers ---- */
static unsigned checks, failures;
static uint32_t now;
/* Heartbeats are left out of sent() unless a test looks at them (they still use up seq numbers). */
static uint8_t show_heartbeats;

static void check(int ok, const char *what) {
  checks++;
  if (!ok) {
    failures++;
    printf("FAIL %s\n", what);
  }
}

/* The lines sent since the last call, checksums checked and cut off, joined by '|'. */
static const char *sent(void) {
  static char bodies[sizeof wire];
  size_t at = 0, start = 0, i, n = 0;
  for (i = 0; i < wire_length; i++) {
    if (wire[i] != '\n') continue;
    {
      const char *line = wire + start;
      size_t length = i - start, body = length;
      if (line[0] != '#') {
        char expected[3];
        body = length - 3;
        snprintf(expected, sizeof expected, "%02X", sv1_crc8(line, body));
        if (length < 4 || line[body] != '*' || memcmp(line + body + 1, expected, 2) != 0) {
          printf("FAIL checksum of %.*s\n", (int)length, line);
          failures++;
        }
      }
      start = i + 1;
      if (!show_heartbeats && strncmp(line, "HB,", 3) == 0) continue;
      if (n++ > 0) bodies[at++] = '|';
      memcpy(bodies + at, line, body);
      at += body;
    }
  }
  bodies[at] = '\0';
  wire_length = 0;
  return bodies;
}

static void expect_sent(const char *expected, const char *what) {
  const char *got = sent();
  checks++;
  if (strcmp(got, expected) != 0) {
    failures++;
    printf("FAIL %s:\n  sent     %s\n  expected %s\n", what, got, expected);
  }
}

static void run_until(uint32_t until) {
  while (now < until) board_poll(++now);
}

static void receive(const char *line) {
  while (*line) board_receive((uint8_t)*line++, now);
  board_receive('\n', now);
}

/* A command with its checksum computed by sv1_crc8 (itself checked against the spec's check value). */
static void receive_body(const char *body) {
  char line[SV1_MAX_LINE];
  snprintf(line, sizeof line, "%s*%02X", body, sv1_crc8(body, strlen(body)));
  receive(line);
}

static void boot(void) {
  show_heartbeats = 0;
  memset(position_on, 1, sizeof position_on);
  memset(present, 1, sizeof present);
  now = 1000;
  wire_length = 0;
  board_start(now);
}

#if BOARD_HAS_PRESENCE

static void test_start_and_sync(void) {
  boot();
  show_heartbeats = 1;
  expect_sent("HELLO,1,CAMP-01,9,PLB,1.0.0", "HELLO at power-up");
  run_until(1100);
  expect_sent("", "no events while the sensors settle at power-up");
  receive("SYNC,7*A1");
  expect_sent("ACK,7|STATE,0,111111111,111111111", "SYNC answered by ACK then STATE");
  receive("HELLO?*36");
  expect_sent("HELLO,1,CAMP-01,9,PLB,1.0.0", "HELLO? answered");
  run_until(1500);
  expect_sent("HB,1,500", "a heartbeat every 500 ms, with the uptime");
  run_until(2000);
  expect_sent("HB,2,1000", "the next heartbeat");
}

static void test_debounce_and_inspection(void) {
  boot();
  run_until(1100);
  sent();
  position_on[3] = 0; /* a 30 ms bounce on socket 4 */
  run_until(1130);
  position_on[3] = 1;
  run_until(1300);
  expect_sent("", "a bounce shorter than 50 ms is not reported");

  present[3] = 0; /* lift monitor 4: first seen at 1301 */
  run_until(1350);
  expect_sent("", "not yet 50 ms since the lift");
  run_until(1351);
  expect_sent("EV,0,4,LIFT", "LIFT once stable for 50 ms");
  position_on[3] = 0; /* turned in the hand: not reported */
  run_until(1450);
  position_on[3] = 1;
  run_until(1470);
  position_on[3] = 0;
  run_until(1600);
  expect_sent("", "turning a lifted monitor is not reported");
  present[3] = 1; /* placed back OFF */
  run_until(1700);
  /* seq 1 went to the heartbeat at 1500 */
  expect_sent("EV,2,4,OFF|EV,3,4,PLACE", "placed back: the position first, then PLACE");
  receive("SYNC,7*A2");
  expect_sent("#dropped line: bad-checksum", "a bad line is answered by a comment");
  receive_body("SYNC,1");
  expect_sent("ACK,1|STATE,4,111011111,111111111", "STATE holds what the events said");
}

static void test_place_waits_for_the_position(void) {
  boot();
  run_until(1100);
  sent();
  present[4] = 0;
  run_until(1200);
  expect_sent("EV,0,5,LIFT", "lift 5");
  present[4] = 1; /* placed, and the disc still moves for 40 ms */
  run_until(1240);
  position_on[4] = 0;
  run_until(1289);
  expect_sent("", "PLACE waits while the position settles");
  run_until(1291);
  expect_sent("EV,1,5,OFF|EV,2,5,PLACE", "then the settled position and PLACE");
}

static void test_fault(void) {
  boot();
  run_until(1100);
  sent();
  while (now < 2400) { /* socket 9 chatters every 10 ms */
    position_on[8] = (uint8_t)((now / 10) & 1);
    board_poll(++now);
  }
  {
    const char *got = sent();
    check(strstr(got, ",9,FAULT") != NULL, "a sensor that never settles is a FAULT");
    check(strstr(got, ",9,ON") == NULL && strstr(got, ",9,OFF") == NULL,
          "chatter shorter than 50 ms is never reported as a position");
  }
  position_on[8] = 1;
  run_until(2460);
  check(strstr(sent(), ",9,ON") != NULL, "a settled sensor reports its position again");
}

static void test_leds_and_buzzer(void) {
  boot();
  run_until(1100);
  sent();
  receive("BUZZ,8,300*8F");
  expect_sent("ACK,8", "BUZZ acknowledged");
  check(buzzer_on == 1, "the buzzer sounds");
  run_until(1399);
  check(buzzer_on == 1, "for 300 ms");
  run_until(1401);
  check(buzzer_on == 0, "and stops");
  receive("LED,9,4,blink*34");
  expect_sent("ACK,9", "LED acknowledged");
  run_until(1500);
  {
    uint8_t first = led_shown[3];
    run_until(1750);
    check(led_shown[3] != first, "a blinking LED changes every 250 ms");
    check(led_shown[0] == 0, "other LEDs stay off");
  }
  receive_body("LED,10,*,on");
  expect_sent("ACK,10", "LED * acknowledged");
  check(memchr(led_shown, 0, sizeof led_shown) == NULL, "every LED on");
  receive_body("LED,11,10,on");
  expect_sent("#dropped line: out-of-range", "no socket 10 on a 9-socket board");
}

/* serial-v1, App to board: a resend carries the same id and is answered again, not carried out again. */
static void test_resend_is_idempotent(void) {
  boot();
  run_until(1100);
  sent();
  buzzer_starts = 0;
  receive_body("BUZZ,12,200");
  receive_body("BUZZ,12,200");
  expect_sent("ACK,12|ACK,12", "a resent BUZZ is acknowledged twice");
  check(buzzer_starts == 1, "but sounds once");
  run_until(1301);
  check(buzzer_on == 0, "for the first BUZZ's 200 ms only");
  receive_body("BUZZ,13,200");
  expect_sent("ACK,13", "a new id is a new BUZZ");
  check(buzzer_starts == 2, "and sounds again");
  receive_body("SYNC,14");
  receive_body("SYNC,14");
  expect_sent("ACK,14|STATE,0,111111111,111111111|ACK,14|STATE,1,111111111,111111111",
              "a resent SYNC gets its ACK and a fresh STATE again");
  receive_body("LED,15,2,on");
  receive_body("LED,15,2,on");
  expect_sent("ACK,15|ACK,15", "a resent LED is acknowledged again");
  receive("HELLO?*36");
  sent();
  buzzer_starts = 0;
  receive_body("LED,15,2,on");
  receive_body("BUZZ,12,200");
  expect_sent("ACK,15|ACK,12", "after HELLO? (a new connection) an old id is a new command");
  check(buzzer_starts == 1, "and is carried out");
}

#else

static void test_bare_board_resend(void) {
  boot();
  run_until(1100);
  sent();
  receive_body("BUZZ,12,200");
  receive_body("BUZZ,12,200");
  expect_sent("NAK,12,unsupported|NAK,12,unsupported", "a resent refused command is refused again");
}

static void test_bare_board(void) {
  boot();
  expect_sent("HELLO,1,CAMP-01,9,,1.0.0", "HELLO without caps");
  run_until(1100);
  receive("SYNC,7*A1");
  expect_sent("ACK,7|STATE,0,111111111,-", "STATE with - for presence");
  position_on[0] = 0;
  run_until(1200);
  expect_sent("EV,1,1,OFF", "without presence sensing, turning is reported at once");
  receive("LED,9,4,blink*34");
  receive("BUZZ,8,300*8F");
  receive_body("LED,10,*,on");
  expect_sent("NAK,9,unsupported|NAK,8,unsupported|NAK,10,unsupported", "LED and BUZZ refused without the caps");
}

#endif

static void test_seq_wraps(void) {
  uint32_t i;
  boot();
  show_heartbeats = 1;
  run_until(1100);
  sent();
  for (i = 0; i < 65536; i++) { /* 65536 heartbeats: seq 0..65535, then 0 again */
    now += BOARD_HEARTBEAT_MS;
    board_poll(now);
    wire_length = 0;
  }
  now += BOARD_HEARTBEAT_MS;
  board_poll(now);
  {
    const char *got = sent();
    check(strncmp(got, "HB,0,", 5) == 0, "seq wraps from 65535 to 0");
  }
  receive(
      "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  expect_sent("#dropped line: overlong", "an overlong line is answered once");
}

int main(void) {
#if BOARD_HAS_PRESENCE
  test_start_and_sync();
  test_debounce_and_inspection();
  test_place_waits_for_the_position();
  test_fault();
  test_leds_and_buzzer();
  test_resend_is_idempotent();
#else
  test_bare_board();
  test_bare_board_resend();
#endif
  test_seq_wraps();
  printf("board (%s): %u checks, %u failed\n", BOARD_HAS_PRESENCE ? "presence, LEDs, buzzer" : "bare", checks,
         failures);
  return failures == 0 ? 0 : 1;
}
