import { createFileRoute } from '@tanstack/react-router';
import { ListMorePage } from '../ui/browse/discover/MorePages.tsx';
import { categoryList } from '../ui/browse/discover/moreLists.ts';

// Checked by the loader, not `params.parse`: see discover.more.$type.$mediaType.tsx.
export const Route = createFileRoute('/discover/more/$category')({
  loader: async ({ params }) => {
    const { categoryParamsSchema, validParams } = await import(
      '../ui/browse/discover/moreLists.ts'
    );
    return validParams(categoryParamsSchema, params);
  },
  component: MoreOfCategory,
});

function MoreOfCategory() {
  const { category } = Route.useLoaderData();
  const list = categoryList(category);
  return list && <ListMorePage key={category} list={list} />;
}
