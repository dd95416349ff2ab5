import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathFromRecording } from '../../scripts/qa/recording.ts';
import { inspectorRecordingSchema } from '../../src/contracts/inspectorRecording.ts';
import { controlsMachine } from '../../src/machines/player/controls.machine.ts';
import { replayPath } from '../support/replayPlan.ts';

/** An inspector recording turned into a test path (`qa:paths --from-recording`). */
const FIXTURE = join(import.meta.dirname, '../fixtures/qa/inspectorRecording.json');
const recording = inspectorRecordingSchema.parse(JSON.parse(readFileSync(FIXTURE, 'utf8')));

describe('a test path from an inspector recording', () => {
  it('lists the events the chosen actor received, in order, each with the state it reached', () => {
    const { machine, actor, starts, path } = pathFromRecording(recording, 'controls');
    expect(machine).toBe('controls');
    expect(actor).toEqual({ key: 'x:3', name: 'controls' });
    expect(starts).toEqual([
      {
        input: null,
        state: { playback: 'paused', overlay: 'closed', hover: 'none', visibility: 'shown' },
      },
    ]);
    expect(
      path.steps.map((step) => [
        step.kind,
        step.event.type,
        (step.state as { hover: string }).hover,
      ]),
    ).toEqual([
      ['event', 'media.playing', 'none'],
      ['event', 'pointer.move', 'mouse'],
      ['delay', 'xstate.after.controlsHide.controls.hover.mouse', 'none'],
      ['event', 'pointer.move', 'mouse'],
      ['event', 'pointer.leave', 'none'],
      ['event', 'media.paused', 'none'],
    ]);
  });

  it('writes each step as the plans do: what to do, the delay, the transitions and guards', () => {
    const { path } = pathFromRecording(recording, 'x:3');
    expect(path.checked).toBe(true);
    const [, move, wait, , leave] = path.steps;
    expect(move?.do).toBe('Move the mouse over the player');
    expect(move?.transitions).toEqual([
      'hover.none --pointer.move--> hover.mouse',
      'visibility.hidden --always--> visibility.shown [controlsWanted]',
    ]);
    expect(move?.guards).toEqual(['controlsWanted']);
    expect(wait?.do).toBe('Wait 3 s (controlsHide)');
    expect(wait?.delay).toEqual({ name: 'controlsHide', ms: 3_000 });
    expect(leave?.do).toBe('Move the mouse off the player');
  });

  it('replays on the real actor the same way as a plan', async () => {
    const recorded = pathFromRecording(recording, 'controls');
    const { actor, reached } = await replayPath({ ...recorded, machine: controlsMachine });
    expect(reached.slice(1)).toEqual(recorded.path.steps.map((step) => step.state));
    actor.stop();
  });

  it('keeps the recorded states, unchecked, when the machine cannot be replayed from the recording', () => {
    // The modals actor's input held a store, which the recording could not keep.
    const { path } = pathFromRecording(recording, 'modals');
    expect(path.checked).toBe(false);
    expect(path.steps.map((step) => [step.event, step.state, step.transitions])).toEqual([
      [{ type: 'modal.open', id: 'settings' }, 'open', []],
      [{ type: 'modal.escape', typing: false }, 'closed', []],
    ]);
    expect(path.steps[1]?.do).toBe(
      'Press Escape (with the focus outside a text field unless `typing` says so)',
    );
  });

  it('asks which actor when a name is not enough, or none is given', () => {
    expect(() => pathFromRecording(recording, 'indicator')).toThrow(
      'Several actors are named "indicator": choose one by key among player (key x:0), controls (key x:3), indicator (key x:4), indicator (key x:6), modals (key x:5)',
    );
    expect(pathFromRecording(recording, 'x:6').actor).toEqual({ key: 'x:6', name: 'indicator' });
    expect(() => pathFromRecording(recording)).toThrow('choose one by key');
    expect(() => pathFromRecording(recording, 'loadMeta')).toThrow(
      'No machine actor "loadMeta" received events in the recording',
    );
  });

  it('npm run qa:paths -- --from-recording prints the path; a file that is not a recording is refused', () => {
    const run = (...args: string[]) =>
      spawnSync('npx', ['tsx', 'scripts/qa-paths.ts', ...args], {
        cwd: join(import.meta.dirname, '../..'),
        encoding: 'utf8',
      });
    const printed = run('--from-recording', FIXTURE, '--actor', 'controls');
    expect(printed.status).toBe(0);
    expect(JSON.parse(printed.stdout)).toEqual(
      JSON.parse(JSON.stringify(pathFromRecording(recording, 'controls'))),
    );
    const refused = run('--from-recording', join(import.meta.dirname, '../../package.json'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not an inspector recording: format:');
  }, 30_000);
});
