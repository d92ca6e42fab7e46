import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading title="ร้านเกษตรอยุธยา — ของดีสำหรับเกษตรกร" />
      <LoadingState />
    </div>
  );
}
