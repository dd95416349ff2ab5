/** An SVG arrowhead for `marker-end`, styled by its class. */
export function Arrowhead({ id, className }: { id: string; className: string }) {
  return (
    <marker
      id={id}
      className={className}
      viewBox="0 0 10 10"
      refX={9}
      refY={5}
      markerWidth={7}
      markerHeight={7}
      orient="auto-start-reverse"
    >
      <path d="M0 0 L10 5 L0 10 z" />
    </marker>
  );
}
