/*
 * The board on a bare ATmega328P (Arduino Uno/Nano hardware, 16 MHz) with plain avr-libc, no Arduino core:
 * the same board.c and serial_v1.c as the sketch, with this file as the hardware layer. Pins: README.md.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>
#include <util/delay.h>

#include "board.h"

/*
 * ---- clock: Timer1 in CTC mode, 16 MHz / 64 / 250 = one interrupt per ms (Timer1 rather than the Arduino
 * core's Timer0: QEMU's arduino-uno machine emulates only the 16-bit timers) ----
 */
static volatile uint32_t milliseconds;

ISR(TIMER1_COMPA_vect) { milliseconds++; }

static uint32_t millis(void) {
  uint32_t ms;
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { ms = milliseconds; }
  return ms;
}

/* ---- serial: 115200 8N1 (U2X, UBRR 16: 2.1 % off, as the Arduino core does), received into a ring ---- */
#define RX_SIZE 64 /* a power of two */
static volatile uint8_t rx[RX_SIZE];
static volatile uint8_t rx_head, rx_tail;

ISR(USART_RX_vect) {
  uint8_t byte = UDR0;
  uint8_t next = (uint8_t)((rx_head + 1) & (RX_SIZE - 1));
  if (next != rx_tail) { /* when full, the byte is lost and the line fails its checksum */
    rx[rx_head] = byte;
    rx_head = next;
  }
}

static int16_t serial_read(void) {
  uint8_t byte;
  if (rx_tail == rx_head) return -1;
  byte = rx[rx_tail];
  rx_tail = (uint8_t)((rx_tail + 1) & (RX_SIZE - 1));
  return byte;
}

void hal_send(const char *bytes, size_t length) {
  while (length--) {
    while (!(UCSR0A & _BV(UDRE0))) {
    }
    UDR0 = (uint8_t)*bytes++;
  }
}

/* ---- sensors: hall switches pull their pin low when the magnet is over them ---- */
static uint8_t position_sample[BOARD_SOCKETS];
static uint8_t presence_sample[BOARD_SOCKETS];

void hal_sample(void) {
  uint8_t pins_d = PIND, pins_b = PINB, i;
  for (i = 0; i < 6; i++) position_sample[i] = !(pins_d & _BV(i + 2)); /* D2..D7: sockets 1-6 */
  for (i = 0; i < 3; i++) position_sample[6 + i] = !(pins_b & _BV(i)); /* D8..D10: sockets 7-9 */
#if BOARD_HAS_PRESENCE
  /* two 74HC165: a low pulse on SH/LD (D11) latches the inputs; QH (D12) gives socket 1 first; CLK is D13 */
  PORTB &= (uint8_t)~_BV(PB3);
  _delay_us(2);
  PORTB |= _BV(PB3);
  for (i = 0; i < 16; i++) {
    uint8_t high = (PINB & _BV(PB4)) != 0;
    if (i < BOARD_SOCKETS) presence_sample[i] = !high;
    PORTB |= _BV(PB5);
    _delay_us(1);
    PORTB &= (uint8_t)~_BV(PB5);
  }
#endif
}

uint8_t hal_position_on(uint8_t socket) { return position_sample[socket - 1]; }
uint8_t hal_monitor_present(uint8_t socket) { return presence_sample[socket - 1]; }

/* ---- LEDs: two 74HC595, SER A0 (PC0), SRCLK A1 (PC1), RCLK A2 (PC2); socket 1 on QA of the first ---- */
static uint8_t led_on[BOARD_SOCKETS];

void hal_set_led(uint8_t socket, uint8_t on) { led_on[socket - 1] = on; }

void hal_show_leds(void) {
  uint8_t i = 16;
  while (i-- > 0) {
    if (i < BOARD_SOCKETS && led_on[i]) PORTC |= _BV(PC0);
    else PORTC &= (uint8_t)~_BV(PC0);
    PORTC |= _BV(PC1);
    PORTC &= (uint8_t)~_BV(PC1);
  }
  PORTC |= _BV(PC2);
  PORTC &= (uint8_t)~_BV(PC2);
}

/* ---- buzzer: A3 (PC3), an active buzzer behind a transistor ---- */
void hal_set_buzzer(uint8_t on) {
  if (on) PORTC |= _BV(PC3);
  else PORTC &= (uint8_t)~_BV(PC3);
}

static void setup(void) {
  DDRD &= (uint8_t)~0xFC; /* D2..D7 inputs with pull-ups */
  PORTD |= 0xFC;
  DDRB &= (uint8_t)~(_BV(PB0) | _BV(PB1) | _BV(PB2) | _BV(PB4)); /* D8..D10, D12 inputs with pull-ups */
  PORTB |= _BV(PB0) | _BV(PB1) | _BV(PB2) | _BV(PB4);
  DDRB |= _BV(PB3) | _BV(PB5); /* 165 SH/LD idles high, CLK low */
  PORTB |= _BV(PB3);
  PORTB &= (uint8_t)~_BV(PB5);
  DDRC |= _BV(PC0) | _BV(PC1) | _BV(PC2) | _BV(PC3);
  PORTC &= (uint8_t)~(_BV(PC0) | _BV(PC1) | _BV(PC2) | _BV(PC3));

  TCCR1A = 0;
  OCR1A = 249;
  TCCR1B = _BV(WGM12) | _BV(CS11) | _BV(CS10);
  TIMSK1 = _BV(OCIE1A);

  UCSR0A = _BV(U2X0);
  UBRR0 = 16;
  UCSR0C = _BV(UCSZ01) | _BV(UCSZ00);
  UCSR0B = _BV(RXEN0) | _BV(TXEN0) | _BV(RXCIE0);
  sei();
}

int main(void) {
  setup();
  board_start(millis());
  for (;;) {
    int16_t byte;
    while ((byte = serial_read()) >= 0) board_receive((uint8_t)byte, millis());
    board_poll(millis());
  }
}
