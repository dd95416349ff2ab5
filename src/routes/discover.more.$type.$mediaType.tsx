import { createFileRoute } from '@tanstack/react-router';
import { ListMorePage } from '../ui/browse/discover/MorePages.tsx';
import { moreTypeList } from '../ui/browse/discover/moreLists.ts';

// Params are checked by the loader, in code fetched on the way to the page: in `params.parse` the
// checks and the provider list would be in every page's initial JavaScript.
export const Route = createFileRoute('/discover/more/$type/$mediaType')({
  loader: async ({ params }) => {
    const { moreTypeParamsSchema, validParams } = await import(
      '../ui/browse/discover/moreLists.ts'
    );
    return validParams(moreTypeParamsSchema, params);
  },
  component: MoreOfType,
});

function MoreOfType() {
  const { type, mediaType } = Route.useLoaderData();
  const list = moreTypeList(type, mediaType);
  return list && <ListMorePage key={`${type}-${mediaType}`} list={list} />;
}
