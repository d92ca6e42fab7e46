import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

export function Component() {
  return (
    <>
      <PageHeading title="News" />
      <LoadingState />
    </>
  );
}
