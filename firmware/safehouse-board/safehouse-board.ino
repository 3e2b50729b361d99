// Safehouse reference firmware for a Double Agent camp board (serial-v1), Arduino Uno or Nano.
// The protocol and the board's behaviour are plain C (serial_v1.c, board.c), shared with the avr-libc
// build and the host tests; this file is only the hardware layer on the Arduino core. Wiring: ../README.md.
#include <Arduino.h>

#include "board.h"

static const uint8_t POSITION_PINS[BOARD_SOCKETS] = {2, 3, 4, 5, 6, 7, 8, 9, 10};
static const uint8_t PRESENCE_LOAD = 11;  // 74HC165 SH/LD
static const uint8_t PRESENCE_DATA = 12;  // 74HC165 QH
static const uint8_t PRESENCE_CLOCK = 13; // 74HC165 CLK
static const uint8_t LED_DATA = A0;       // 74HC595 SER
static const uint8_t LED_CLOCK = A1;      // 74HC595 SRCLK
static const uint8_t LED_LATCH = A2;      // 74HC595 RCLK
static const uint8_t BUZZER = A3;

static uint8_t positionSample[BOARD_SOCKETS];
static uint8_t presenceSample[BOARD_SOCKETS];
static uint8_t ledOn[BOARD_SOCKETS];

// Hall switches (or reed switches) pull their input low when the magnet is over them.
void hal_sample(void) {
  for (uint8_t i = 0; i < BOARD_SOCKETS; i++) positionSample[i] = digitalRead(POSITION_PINS[i]) == LOW;
#if BOARD_HAS_PRESENCE
  digitalWrite(PRESENCE_LOAD, LOW);
  delayMicroseconds(2);
  digitalWrite(PRESENCE_LOAD, HIGH);
  for (uint8_t i = 0; i < 16; i++) {
    uint8_t high = digitalRead(PRESENCE_DATA) == HIGH;
    if (i < BOARD_SOCKETS) presenceSample[i] = !high;
    digitalWrite(PRESENCE_CLOCK, HIGH);
    digitalWrite(PRESENCE_CLOCK, LOW);
  }
#endif
}

uint8_t hal_position_on(uint8_t socket) { return positionSample[socket - 1]; }
uint8_t hal_monitor_present(uint8_t socket) { return presenceSample[socket - 1]; }

void hal_set_led(uint8_t socket, uint8_t on) { ledOn[socket - 1] = on; }

void hal_show_leds(void) {
  for (uint8_t i = 16; i-- > 0;) {
    digitalWrite(LED_DATA, i < BOARD_SOCKETS && ledOn[i] ? HIGH : LOW);
    digitalWrite(LED_CLOCK, HIGH);
    digitalWrite(LED_CLOCK, LOW);
  }
  digitalWrite(LED_LATCH, HIGH);
  digitalWrite(LED_LATCH, LOW);
}

void hal_set_buzzer(uint8_t on) { digitalWrite(BUZZER, on ? HIGH : LOW); }

void hal_send(const char *bytes, size_t length) { Serial.write(reinterpret_cast<const uint8_t *>(bytes), length); }

void setup() {
  for (uint8_t i = 0; i < BOARD_SOCKETS; i++) pinMode(POSITION_PINS[i], INPUT_PULLUP);
  pinMode(PRESENCE_LOAD, OUTPUT);
  digitalWrite(PRESENCE_LOAD, HIGH);
  pinMode(PRESENCE_DATA, INPUT_PULLUP);
  pinMode(PRESENCE_CLOCK, OUTPUT);
  pinMode(LED_DATA, OUTPUT);
  pinMode(LED_CLOCK, OUTPUT);
  pinMode(LED_LATCH, OUTPUT);
  pinMode(BUZZER, OUTPUT);
  Serial.begin(115200);
  board_start(millis());
}

void loop() {
  while (Serial.available() > 0) board_receive(static_cast<uint8_t>(Serial.read()), millis());
  board_poll(millis());
}
