const KEY = 'ds:reserved-cars';

/** Cars this browser reserved (shown as 'Reserved' until the stock feed says so). */
export function reservedHere(): number[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
}

export function markReserved(carId: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...new Set([...reservedHere(), carId])]));
  } catch (error) {
    console.warn('could not remember the reservation', error);
  }
}
