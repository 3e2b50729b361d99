/* Just enough of the Arduino core's API for the host to compile the sketch (make sketch-check). */
#ifndef ARDUINO_STUB_H
#define ARDUINO_STUB_H
#include <stddef.h>
#include <stdint.h>

enum { LOW = 0, HIGH = 1, INPUT = 0, OUTPUT = 1, INPUT_PULLUP = 2 };
enum { A0 = 14, A1, A2, A3, A4, A5 };

void pinMode(uint8_t pin, uint8_t mode);
int digitalRead(uint8_t pin);
void digitalWrite(uint8_t pin, uint8_t value);
void delayMicroseconds(unsigned int us);
unsigned long millis(void);

class HardwareSerial {
 public:
  void begin(unsigned long baud);
  int available(void);
  int read(void);
  size_t write(const uint8_t *bytes, size_t length);
};
extern HardwareSerial Serial;
#endif
