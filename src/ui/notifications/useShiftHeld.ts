import { useEffect, useState } from 'react';

/** Whether Shift is held down now (spec doc 3 §4: it turns Mark all as read into its opposite). */
export function useShiftHeld(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const follow = (event: KeyboardEvent) => setHeld(event.shiftKey);
    // A Shift released in another window never comes back as a keyup here.
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
