import { describe, expect, it } from 'vitest';
import {
  assign,
  createActor,
  forwardTo,
  fromCallback,
  type InspectionEvent,
  SimulatedClock,
  sendParent,
  sendTo,
  setup,
} from 'xstate';
import { inspectorRecordingSchema } from '../../../src/contracts/inspectorRecording.ts';
import { createLiveInspector } from '../../../src/services/devtools/liveInspector.ts';
import { recordingOf } from '../../../src/services/devtools/recording.ts';
import { machineDescriber } from '../../../src/ui/dev/inspector/machineChart.ts';

/** The recorder publishes once the actors are done with what they were doing: a microtask later. */
const published = () => Promise.resolve();

const child = setup({}).createMachine({
  id: 'child',
  initial: 'waiting',
  states: {
    waiting: {
      on: { ping: { actions: sendParent({ type: 'pong' }) }, relay: 'heard', finish: 'finished' },
    },
    heard: {},
    finished: { type: 'final' },
  },
});

const parent = setup({
  types: { context: {} as { count: number; onTick: () => void; items: number[] } },
  actors: { child, ticker: fromCallback(() => () => {}) },
  delays: { settle: 1_000 },
}).createMachine({
  id: 'parent',
  initial: 'idle',
  context: { count: 0, onTick: () => {}, items: Array.from({ length: 80 }, (_, i) => i) },
  invoke: [
    { id: 'kid', src: 'child' },
    { id: 'ticker', src: 'ticker' },
  ],
  on: {
    bump: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    relay: { actions: forwardTo('kid') },
  },
  states: {
    idle: { on: { go: { target: 'asking', actions: sendTo('kid', { type: 'ping' }) } } },
    asking: { on: { pong: 'settling' } },
    settling: { after: { settle: 'idle' } },
  },
});

function start() {
  const clock = new SimulatedClock();
  const inspector = createLiveInspector({ now: () => clock.now(), describe: machineDescriber });
  const actor = createActor(parent, { inspect: inspector.inspect, clock }).start();
  const keyOf = (name: string) =>
    inspector.getState().actors.find((a) => a.name === name)?.key ?? name;
  return { clock, inspector, actor, keyOf };
}

describe('the live inspector', () => {
  it('knows every actor: the root by its machine id, children by their ids, under their parent', async () => {
    const { inspector } = start();
    await published();
    const actors = inspector.getState().actors;
    expect(actors.map(({ name, machineId }) => [name, machineId])).toEqual([
      ['parent', 'parent'],
      ['kid', 'child'],
      ['ticker', null],
    ]);
    const [root, kid, ticker] = actors;
    expect(kid?.parentKey).toBe(root?.key);
    expect(ticker?.parentKey).toBe(root?.key);
    expect(root?.snapshot).toMatchObject({ value: 'idle', status: 'active' });
  });

  it('logs each event with the actor that sent it, and the state it left the receiver in', async () => {
    const { inspector, actor, keyOf } = start();
    actor.send({ type: 'go' });
    // The very same event object goes on to the child.
    actor.send({ type: 'relay' });
    await published();
    const exchange = inspector
      .getState()
      .entries.filter(({ event }) => event.type !== 'xstate.init')
      .map(({ actorKey, sourceKey, event, snapshot }) => ({
        to: actorKey,
        from: sourceKey,
        type: event.type,
        state: snapshot.value,
      }));
    expect(exchange).toEqual([
      // From outside (here the test; in the app, the UI).
      { to: keyOf('parent'), from: null, type: 'go', state: 'asking' },
      { to: keyOf('kid'), from: keyOf('parent'), type: 'ping', state: 'waiting' },
      { to: keyOf('parent'), from: keyOf('kid'), type: 'pong', state: 'settling' },
      { to: keyOf('parent'), from: null, type: 'relay', state: 'settling' },
      { to: keyOf('kid'), from: keyOf('parent'), type: 'relay', state: 'heard' },
    ]);
  });

  it('names the transitions each event took as the charts do', async () => {
    const { inspector, actor, clock } = start();
    actor.send({ type: 'go' });
    clock.increment(1_000);
    actor.send({ type: 'bump' });
    await published();
    const taken = inspector
      .getState()
      .entries.filter(({ event }) => !['xstate.init', 'ping'].includes(event.type))
      .map(({ event, transitions }) => [event.type, transitions]);
    expect(taken).toEqual([
      ['go', ['idle --go--> asking']],
      ['pong', ['asking --pong--> settling']],
      ['xstate.after.settle.parent.settling', ['settling --after settle--> idle']],
      ['bump', ['parent --bump--> parent']],
    ]);
  });

  it('keeps JSON-safe copies: no functions, no actor references, long arrays cut', async () => {
    const { inspector, actor } = start();
    actor.send({ type: 'go' });
    await published();
    const model = inspector.getState();
    // What crosses BroadcastChannel and goes into the recording file.
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
    expect(structuredClone(model)).toEqual(model);
    const context = model.actors[0]?.snapshot.context as Record<string, unknown>;
    expect(Object.keys(context)).toEqual(['count', 'items']);
    expect(context.items).toHaveLength(51);
    expect((context.items as unknown[]).at(-1)).toBe('… 30 more');
  });

  it('keeps at most so many entries per actor, and so many stopped actors', async () => {
    const clock = new SimulatedClock();
    const inspector = createLiveInspector({
      now: () => clock.now(),
      limits: { entriesPerActor: 3, stoppedActors: 1 },
    });
    const first = createActor(parent, { inspect: inspector.inspect, clock }).start();
    for (let bump = 0; bump < 10; bump += 1) first.send({ type: 'bump' });
    await published();
    const rootKey = first.sessionId;
    const ofRoot = inspector.getState().entries.filter((entry) => entry.actorKey === rootKey);
    expect(ofRoot.map(({ event }) => event.type)).toEqual(['bump', 'bump', 'bump']);
    expect(ofRoot.at(-1)?.snapshot.context).toMatchObject({ count: 10 });

    first.stop();
    createActor(child, { inspect: inspector.inspect, clock }).start().stop();
    await published();
    // Of the four stopped actors (parent, kid, ticker, then the lone child), the latest stays.
    const stopped = inspector.getState().actors;
    expect(stopped.map(({ name, snapshot }) => [name, snapshot.status])).toEqual([
      ['child', 'stopped'],
    ]);
    expect(inspector.getState().entries.every(({ actorKey }) => actorKey === stopped[0]?.key)).toBe(
      true,
    );
  });

  it('exports a recording that the schema accepts, numbered in the order events were sent', async () => {
    const { inspector, actor, clock, keyOf } = start();
    actor.send({ type: 'go' });
    clock.increment(1_000);
    await published();
    const recording = recordingOf(inspector.getState());
    expect(inspectorRecordingSchema.safeParse(recording).success).toBe(true);
    expect(recording.entries.map(({ seq }) => seq)).toEqual(
      recording.entries.map((_, index) => index + 1),
    );
    expect(recording.entries.at(-1)).toEqual({
      seq: recording.entries.length,
      at: 1_000,
      actorKey: keyOf('parent'),
      // A delayed event is the actor's own.
      sourceKey: keyOf('parent'),
      event: { type: 'xstate.after.settle.parent.settling' },
      state: 'idle',
    });
    // A callback actor is not a machine: it has no state.
    const ticker = recording.entries.find(({ actorKey }) => actorKey === keyOf('ticker'));
    expect(ticker).toMatchObject({ event: { type: 'xstate.init' }, state: null });
  });

  it('sends an event by hand to a running actor, not to a stopped one', async () => {
    const { inspector, actor, keyOf } = start();
    await published();
    expect(inspector.send(keyOf('parent'), { type: 'go' })).toBe(true);
    // Asked, the child answered at once.
    expect(actor.getSnapshot().value).toBe('settling');
    actor.stop();
    await published();
    expect(inspector.send(keyOf('parent'), { type: 'go' })).toBe(false);
  });

  it('tells subscribers and delta listeners once per burst of events', async () => {
    const { inspector, actor } = start();
    await published();
    let changes = 0;
    const deltas: number[] = [];
    inspector.subscribe(() => {
      changes += 1;
    });
    inspector.onDelta((delta) => deltas.push(delta.entries.length));
    actor.send({ type: 'bump' });
    actor.send({ type: 'bump' });
    await published();
    expect(changes).toBe(1);
    expect(deltas).toEqual([2]);
  });

  it('catches a late observer up on the running actors, then forwards everything', async () => {
    const { inspector, actor } = start();
    await published();
    const seen: InspectionEvent[] = [];
    inspector.forward({ next: (event) => seen.push(event) });
    expect(seen.filter(({ type }) => type === '@xstate.actor')).toHaveLength(3);
    actor.send({ type: 'go' });
    expect(seen.some((event) => event.type === '@xstate.event' && event.event.type === 'go')).toBe(
      true,
    );
  });
});
