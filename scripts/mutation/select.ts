/**
 * The files of src/machines a mutation run mutates: `--machine id[,id…]` picks machines by their id
 * (`<id>.machine.ts`) or any file by its path under src/machines (`failedWith.ts`,
 * `notifications/feedList.ts`), `--area folder` the files of one folder; neither, every file.
 */
export function selectedFiles(
  files: readonly string[],
  { machine, area }: { machine?: string; area?: string },
): string[] {
  if (machine) {
    const ids = machine.split(',');
    const picks = (file: string, id: string) =>
      file.endsWith(`/${id}.machine.ts`) || file === `src/machines/${id}`;
    const chosen = files.filter((file) => ids.some((id) => picks(file, id)));
    if (chosen.length !== ids.length) throw new Error(`Unknown machine in "${machine}"`);
    return chosen;
  }
  if (area) return files.filter((file) => file.startsWith(`src/machines/${area}/`));
  return [...files];
}
