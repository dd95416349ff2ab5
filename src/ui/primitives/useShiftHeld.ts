import { useEffect, useState } from 'react';

/** Whether Shift is held down right now (it changes what some buttons and links do). */
export function useShiftHeld(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const follow = (event: KeyboardEvent) => setHeld(event.shiftKey);
    // A Shift released in another window never reaches this one.
    const release = () => setHeld(false);
    window.addEventListener('keydown', follow);
    window.addEventListener('keyup', follow);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', follow);
      window.removeEventListener('keyup', follow);
      window.removeEventListener('blur', release);
    };
  }, []);
  return held;
}
