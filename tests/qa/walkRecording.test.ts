import { createStore } from '@xstate/store';
import { describe, expect, it } from 'vitest';
import { createActor, createEmptyActor } from 'xstate';
import { summarizeWalks } from '../../scripts/qa/walks.ts';
import type { Walks } from '../../scripts/statecharts/coverage.ts';
import { jsonSafe } from '../../scripts/statecharts/jsonSafe.ts';
import { modalsMachine } from '../../src/machines/app/modals.machine.ts';
import { machines } from '../../src/machines/index.ts';
import { controlsMachine } from '../../src/machines/player/controls.machine.ts';
import { recordTransitions, walkedSoFar } from '../support/coverage.ts';

/** What the test run keeps of each walk for docs/qa: who took a transition, with what event. */
const FILE = 'tests/qa/walkRecording.test.ts';

/** The modals' store, as far as the machine reads it. */
const modalsStore = (dismissed: string[]) =>
  createStore({ context: { dismissed }, on: {} }) as never;

describe('the walk recording of a test file', () => {
  it('names the test that took a transition, and keeps the shortest event that did', () => {
    const actor = createActor(modalsMachine, {
      input: { store: modalsStore([]) },
      inspect: recordTransitions,
    }).start();
    actor.send({ type: 'modal.open', id: 'a-longer-id' });
    actor.send({ type: 'modal.close', id: 'a-longer-id' });
    actor.send({ type: 'modal.open', id: 'b' });
    actor.stop();
    const walk =
      walkedSoFar().transitions.modals?.['closed --modal.open--> open [!dismissedForGood]'];
    expect(walk?.tests).toEqual([
      `${FILE} > the walk recording of a test file > names the test that took a transition, and keeps the shortest event that did`,
    ]);
    expect(walk?.example).toBe('{"type":"modal.open","id":"b"}');
  });

  it('keeps, per state a machine starts in, the shortest inputs, with what their stores held', () => {
    createActor(modalsMachine, {
      input: { store: modalsStore(['welcome']) },
      inspect: recordTransitions,
    })
      .start()
      .stop();
    expect(walkedSoFar().starts.modals).toEqual({
      '"closed"': [
        '{"store":{"$snapshot":{"context":{"dismissed":[]}}}}',
        '{"store":{"$snapshot":{"context":{"dismissed":["welcome"]}}}}',
      ],
    });
    createActor(controlsMachine, { inspect: recordTransitions }).start().stop();
    expect(walkedSoFar().starts.controls).toEqual({
      '{"playback":"paused","overlay":"closed","hover":"none","visibility":"shown"}': ['null'],
    });
  });
});

describe('the JSON copy of an event', () => {
  it('drops what cannot be written down and keeps what guards read', () => {
    const error = Object.assign(new Error('Unauthorized'), { status: 401 });
    expect(
      jsonSafe({
        type: 'xstate.error.actor.load',
        error,
        ref: createEmptyActor(),
        callback: () => {},
        at: new Date(0),
        items: [1, 2, 3, 4, 5, 6, 7],
        text: 'x'.repeat(250),
      }),
    ).toEqual({
      type: 'xstate.error.actor.load',
      error: { name: 'Error', message: 'Unauthorized', status: 401 },
      at: '1970-01-01T00:00:00.000Z',
      items: [1, 2, 3, 4, 5],
      text: `${'x'.repeat(200)}…`,
    });
  });
});

describe('docs/qa/walks.json from a run', () => {
  it('names at most five tests per transition, those named after it first, and counts them all', () => {
    const key = 'hover.none --pointer.move--> hover.mouse';
    const names = [
      'tests/a.test.ts > passes by',
      'tests/b.test.ts > passes by too',
      'tests/c.test.ts > also passes by',
      'tests/d.test.ts > a long way round that also passes by',
      'tests/e.test.ts > yet another one passing',
      "tests/controls.test.ts > every transition > 'hover.none --pointer.move--> hov…'",
      'tests/f.test.ts > the last one',
    ];
    const walks: Walks = {
      transitions: new Map([
        [
          'controls',
          new Map([[key, { tests: new Set(names), example: '{"type":"pointer.move"}' }]]),
        ],
      ]),
      starts: new Map(),
    };
    const summary = summarizeWalks({ controls: machines.controls as never }, walks);
    expect(summary.machines.controls?.transitions[key]).toEqual({
      tests: 7,
      walkedBy: [
        "tests/controls.test.ts > every transition > 'hover.none --pointer.move--> hov…'",
        'tests/a.test.ts > passes by',
        'tests/f.test.ts > the last one',
        'tests/b.test.ts > passes by too',
        'tests/c.test.ts > also passes by',
      ],
      example: { type: 'pointer.move' },
    });
  });
});
