import { createFileRoute } from '@tanstack/react-router';
import { ProviderMorePage } from '../ui/browse/discover/MorePages.tsx';

// Checked by the loader, not `params.parse`: see discover.more.$type.$mediaType.tsx.
export const Route = createFileRoute('/discover/more/provider/$providerId/$mediaType')({
  loader: async ({ params }) => {
    const { providerParamsSchema, validParams } = await import(
      '../ui/browse/discover/moreLists.ts'
    );
    return validParams(providerParamsSchema, params);
  },
  component: MoreOfProvider,
});

function MoreOfProvider() {
  const { providerId, mediaType } = Route.useLoaderData();
  return <ProviderMorePage key={mediaType} providerId={providerId} type={mediaType} />;
}
