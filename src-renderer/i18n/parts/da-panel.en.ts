/** English messages of one screen area, merged into `en.ts` (see there for the conventions). */
export const daPanelEn = {
  'da.inspect.title': 'The monitor of {sector}',
  'da.inspect.rule':
    'Your move ended inside this sector: you may inspect its monitor. A Security Agent leaves it as found; only the double agent may turn it OFF, and nobody turns one back ON.',
  'da.inspect.wait': 'You can choose in {seconds} s.',
  'da.inspect.ready': 'Choose one.',
  'da.inspect.progress': 'Time before you can choose',
  'da.inspect.notYours':
    'Only the double agent can turn a monitor OFF: inspect and leave it as found, or end the turn.',
  'da.inspect.pending': 'You look at the monitor…',
  'da.inspect.pendingBoard': 'Pick up the monitor, look at it and put it back on the board.',
  'da.inspect.found': 'Found: {state}',
  'da.inspect.left': 'Left: {state}',
  'da.inspect.done': 'Done',
  'da.deduction.switch': 'Deduction helper',
  'da.deduction.switchOn': 'on',
  'da.deduction.switchOff': 'off',
  'da.deduction.off': 'The deduction helper is off: you deduce alone.',
} as const;
