import { createFileRoute, notFound } from '@tanstack/react-router';
import NoticePage from '../../ui/shell/NoticePage.tsx';
import { isNotice } from '../../ui/shell/notices.ts';

/** QA's view of the notice pages whose flags are off (ui/shell/notices.ts). */
export const Route = createFileRoute('/dev/notices/$notice')({
  params: {
    parse: ({ notice }) => {
      if (!isNotice(notice)) throw notFound();
      return { notice };
    },
  },
  component: function DevNotice() {
    const { notice } = Route.useParams();
    return <NoticePage notice={notice} />;
  },
});
