/*
 * The camp board's behaviour, independent of the hardware: debouncing, events, heartbeats and the answers
 * to the app's commands. The hardware layer (hal_*) is provided by the Arduino sketch, by the plain avr-libc
 * build (firmware/avr/main.c), or by the host unit test.
 */
#ifndef BOARD_H
#define BOARD_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef BOARD_SOCKETS
#define BOARD_SOCKETS 9
#endif
#ifndef BOARD_ID
#define BOARD_ID "CAMP-01"
#endif
#ifndef BOARD_FW
#define BOARD_FW "1.0.0"
#endif
#ifndef BOARD_HAS_PRESENCE
#define BOARD_HAS_PRESENCE 1
#endif
#ifndef BOARD_HAS_LEDS
#define BOARD_HAS_LEDS 1
#endif
#ifndef BOARD_HAS_BUZZER
#define BOARD_HAS_BUZZER 1
#endif

/* A reading counts once it has not changed for this long (serial-v1 asks for at least 50 ms). */
#define BOARD_DEBOUNCE_MS 50
/* A position sensor that never holds still this long is reported as a fault ('?'). */
#define BOARD_FAULT_MS 1000
/* serial-v1 asks for at least one heartbeat a second; twice leaves room for a lost line. */
#define BOARD_HEARTBEAT_MS 500
#define BOARD_BLINK_MS 250

/* ---- the hardware layer ---- */
/* Reads every sensor once; the hal_* readers below then return that snapshot. */
void hal_sample(void);
/* 1 when the monitor in socket (1-based) has its grooves lined up (ON). */
uint8_t hal_position_on(uint8_t socket);
/* 1 when a monitor sits in socket (1-based). Only called when BOARD_HAS_PRESENCE. */
uint8_t hal_monitor_present(uint8_t socket);
/* Sets the LED of socket (1-based); hal_show_leds() makes the changes visible. Only with BOARD_HAS_LEDS. */
void hal_set_led(uint8_t socket, uint8_t on);
void hal_show_leds(void);
/* Only called when BOARD_HAS_BUZZER. */
void hal_set_buzzer(uint8_t on);
/* Writes bytes to the serial line (blocking is fine: a line takes under 9 ms at 115200 baud). */
void hal_send(const char *bytes, size_t length);

/* ---- the board ---- */
/* Power-up: reads the sensors, sends HELLO. */
void board_start(uint32_t now_ms);
/* One byte received from the app. */
void board_receive(uint8_t byte, uint32_t now_ms);
/* Call as often as possible (at least every few ms): sensors, events, heartbeat, LEDs, buzzer. */
void board_poll(uint32_t now_ms);

#ifdef __cplusplus
}
#endif

#endif
