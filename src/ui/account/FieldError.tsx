import { useId } from 'react';

/** Ties a field to its message: the field is marked invalid and described by it. */
export function useFieldError(error: string | null) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    error,
    inputProps: {
      id,
      'aria-invalid': error !== null,
      'aria-describedby': error !== null ? errorId : undefined,
    },
  };
}

/** The message under a field (or a form), announced when it appears. */
export function FieldError({ errorId, error }: { errorId: string; error: string | null }) {
  return (
    <p id={errorId} className="account-error" role="alert" hidden={error === null}>
      {error}
    </p>
  );
}
