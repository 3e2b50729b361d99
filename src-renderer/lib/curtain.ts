/** What the curtain rule needs to know about each player seat a screen holds. */
export interface SeatTurn {
  readonly seat: string;
  readonly version: number;
  /** How many legal actions the seat has now; 0 means no decision. */
  readonly decisions: number;
}

/**
 * Which seat a hot-seat screen should show. The shown seat stays while it has a decision, or
 * while it is `pinned`: the user chose it by hand and nothing has happened since, or its screen
 * holds a private step still to be dismissed. Otherwise the next
 * seat with a decision takes over, in seat order after the shown one, so simultaneous choices
 * (both sides choosing an agent) are made seat by seat. Nothing changes while the seats' views
 * disagree on the version: an action's views arrive one seat at a time.
 */
export function seatToShow(seats: readonly SeatTurn[], shown: string | null, pinned: boolean): string | null {
  if (seats.length === 0) return shown;
  const current = seats.find((turn) => turn.seat === shown);
  const settled = seats.every((turn) => turn.version === seats[0]!.version);
  if (!settled) return shown;
  if (current && (pinned || current.decisions > 0)) return current.seat;
  const start = current ? seats.indexOf(current) + 1 : 0;
  for (let offset = 0; offset < seats.length; offset++) {
    const turn = seats[(start + offset) % seats.length]!;
    if (turn.decisions > 0) return turn.seat;
  }
  return current ? current.seat : seats[0]!.seat;
}
