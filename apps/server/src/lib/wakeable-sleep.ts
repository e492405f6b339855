/**
 * A polling loop's pause: `sleep(ms)` waits, and `wake()` ends the wait in hand at once (a worker
 * being stopped must not sit out its poll interval).
 */
export function wakeableSleep(): { sleep(ms: number): Promise<void>; wake(): void } {
  let wake: (() => void) | null = null;
  return {
    sleep(ms) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });
    },
    wake() {
      wake?.();
    },
  };
}
