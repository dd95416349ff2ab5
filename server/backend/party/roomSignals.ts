/**
 * Tells this process's open status streams of a room that a status was stored in it. Other
 * servers on the same database are not told: their streams see the change on their next re-read.
 */
export function createRoomSignals() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    /** Calls `listener` after each status stored in the room, until the returned function runs. */
    subscribe(roomCode: string, listener: () => void): () => void {
      const ofRoom = listeners.get(roomCode) ?? new Set();
      listeners.set(roomCode, ofRoom);
      ofRoom.add(listener);
      return () => {
        ofRoom.delete(listener);
        if (ofRoom.size === 0 && listeners.get(roomCode) === ofRoom) listeners.delete(roomCode);
      };
    },
    notify(roomCode: string): void {
      for (const listener of listeners.get(roomCode) ?? []) listener();
    },
    listenerCount(roomCode: string): number {
      return listeners.get(roomCode)?.size ?? 0;
    },
  };
}
export type RoomSignals = ReturnType<typeof createRoomSignals>;
