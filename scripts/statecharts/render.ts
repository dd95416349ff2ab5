import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  delays,
  eventLabel,
  guardLabel,
  stateName,
  stateNodes,
  transitions,
} from '../../src/machines/graph.ts';
import type { MachineEntry } from '../../src/machines/index.ts';

/** Markdown pages for docs/statecharts: a Mermaid chart and the tables QA reads. */

const mermaidId = (node: AnyStateNode) => (node.path.length === 0 ? 'root' : node.path.join('_'));

function lowestCommonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const chain = new Set<AnyStateNode>();
  for (let n: AnyStateNode | undefined = a; n; n = n.parent) chain.add(n);
  for (let n: AnyStateNode | undefined = b; n; n = n.parent) if (chain.has(n)) return n;
  return a.machine.root;
}

/** Each transition is drawn inside the block of the lowest state containing both of its ends. */
function edgesByScope(machine: AnyStateMachine): Map<AnyStateNode, string[]> {
  const scopes = new Map<AnyStateNode, string[]>();
  const add = (scope: AnyStateNode, line: string) =>
    scopes.set(scope, [...(scopes.get(scope) ?? []), line]);
  for (const node of stateNodes(machine)) {
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of all) {
      // The root has no box of its own: its transitions are a note on the initial state.
      if (node === machine.root) {
        // A parallel machine has no initial state: the note goes on its first region.
        const first = machine.root.initial?.target[0] ?? Object.values(machine.root.states)[0];
        const initial = mermaidId(first as AnyStateNode);
        const to = t.target?.length ? ` → ${t.target.map(stateName).join(', ')}` : '';
        add(
          machine.root,
          `note right of ${initial} : in any state, ${eventLabel(t.eventType)}${to}`,
        );
        continue;
      }
      const guard = guardLabel(t.guard);
      const label = `${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}`.replaceAll(':', ' ');
      const targets = t.target?.length ? t.target : [node];
      for (const target of targets) {
        const scope = lowestCommonAncestor(node, target);
        const container = scope === node || scope === target ? (scope.parent ?? scope) : scope;
        add(container, `${mermaidId(node)} --> ${mermaidId(target)} : ${label}`);
      }
    }
  }
  return scopes;
}

function renderBlock(
  node: AnyStateNode,
  edges: Map<AnyStateNode, string[]>,
  indent: string,
): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states);
  if (node.type === 'compound')
    lines.push(`${indent}[*] --> ${mermaidId(node.initial.target[0] as AnyStateNode)}`);
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
    if (child.type === 'compound' || child.type === 'parallel') {
      lines.push(
        `${indent}state ${mermaidId(child)} {`,
        ...renderBlock(child, edges, `${indent}  `),
        `${indent}}`,
      );
    }
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  });
  for (const line of edges.get(node) ?? []) lines.push(`${indent}${line}`);
  return lines;
}

export function mermaidChart(machine: AnyStateMachine): string {
  return ['stateDiagram-v2', ...renderBlock(machine.root, edgesByScope(machine), '  ')].join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function stateRows(machine: AnyStateMachine): string[] {
  return stateNodes(machine)
    .filter((node) => node.path.length > 0)
    .map((node) => {
      const invokes = node.invoke.map((i) => `\`${i.id}\``).join(', ');
      const after = [
        ...new Set(node.after.map((t) => eventLabel(t.eventType).replace('after ', ''))),
      ].join(', ');
      return `| \`${stateName(node)}\` | ${node.type} | ${invokes || ''} | ${after || ''} |`;
    });
}

export function renderMachinePage(id: string, entry: MachineEntry, source: string): string {
  const { machine } = entry;
  const rows = transitions(machine).map(
    (t) =>
      `| \`${t.source}\` | \`${cell(t.event)}\` | ${t.guard ? `\`${cell(t.guard)}\`` : ''} | ${t.targets.length ? t.targets.map((x) => `\`${x}\``).join(', ') : '(stays)'} |`,
  );
  const delayRows = delays(machine).map((d) => `| \`${d.name}\` | ${d.value} |`);
  const exclusions = (entry.exclusions ?? []).map(
    (e) => `| \`${cell(e.transition)}\` | ${cell(e.why)} |`,
  );
  return [
    `# \`${id}\``,
    '',
    entry.summary,
    '',
    `- Spec: ${entry.spec}`,
    `- Source: [\`${source}\`](../../${source})`,
    `- ${rows.length} transitions; coverage in [coverage.json](coverage.json)`,
    '',
    '```mermaid',
    mermaidChart(machine),
    '```',
    '',
    '## States',
    '',
    '| state | type | invokes | timers |',
    '|---|---|---|---|',
    ...stateRows(machine),
    '',
    '## Transitions',
    '',
    'Each row is one transition the tests must walk; `after X` fires when the named delay X runs out,',
    '`done X` / `error X` when the invoked actor X succeeds or fails, `always` as soon as its guard holds.',
    '',
    '| from | event | guard | to |',
    '|---|---|---|---|',
    ...rows,
    '',
    '## Delays',
    '',
    ...(delayRows.length ? ['| name | value |', '|---|---|', ...delayRows] : ['None.']),
    ...(exclusions.length
      ? [
          '',
          '## Excluded from the coverage gate',
          '',
          '| transition | why |',
          '|---|---|',
          ...exclusions,
        ]
      : []),
    '',
  ].join('\n');
}

export function renderIndex(registry: Record<string, MachineEntry>): string {
  const rows = Object.entries(registry).map(([id, entry]) => {
    const states = stateNodes(entry.machine).length - 1;
    return `| [\`${id}\`](${id}.md) | ${entry.summary} | ${entry.spec} | ${states} | ${transitions(entry.machine).length} |`;
  });
  return [
    '# Statecharts',
    '',
    'Generated by `npm run statecharts` from `src/machines/index.ts`; do not edit by hand',
    '(`npm run statecharts:check` fails in CI when these pages are stale).',
    '',
    'Each page has the machine as a Mermaid chart, its states, every transition, and its named delays.',
    'Transition coverage — which transitions the tests walked, and the shortest event path to any that',
    'they did not — is in [coverage.json](coverage.json), written by `npm run coverage:paths`.',
    '',
    '| machine | what it models | spec | states | transitions |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
