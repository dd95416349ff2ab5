import { createFileRoute } from '@tanstack/react-router';
import { RecommendationsMorePage } from '../ui/browse/discover/MorePages.tsx';

// Checked by the loader, not `params.parse`: see discover.more.$type.$mediaType.tsx.
export const Route = createFileRoute('/discover/more/recommendations/$mediaId/$mediaType')({
  loader: async ({ params }) => {
    const { recommendationsParamsSchema, validParams } = await import(
      '../ui/browse/discover/moreLists.ts'
    );
    return validParams(recommendationsParamsSchema, params);
  },
  component: MoreRecommendations,
});

function MoreRecommendations() {
  const { mediaId, mediaType } = Route.useLoaderData();
  return <RecommendationsMorePage key={mediaType} mediaId={mediaId} type={mediaType} />;
}
