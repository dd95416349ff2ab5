import { createFileRoute } from '@tanstack/react-router';
import { GenreMorePage } from '../ui/browse/discover/MorePages.tsx';

// Checked by the loader, not `params.parse`: see discover.more.$type.$mediaType.tsx.
export const Route = createFileRoute('/discover/more/genre/$genreId/$mediaType')({
  loader: async ({ params }) => {
    const { genreParamsSchema, validParams } = await import('../ui/browse/discover/moreLists.ts');
    return validParams(genreParamsSchema, params);
  },
  component: MoreOfGenre,
});

function MoreOfGenre() {
  const { genreId, mediaType } = Route.useLoaderData();
  return <GenreMorePage key={mediaType} genreId={genreId} type={mediaType} />;
}
