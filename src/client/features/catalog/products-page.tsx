import { useParams } from 'react-router';
import { categoryName, isCategoryId } from '../../../shared/domain/categories.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

export function Component() {
  const { category } = useParams();
  const title = category && isCategoryId(category) ? categoryName(category) : 'สินค้าทั้งหมด';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading title={title} />
      <LoadingState />
    </div>
  );
}
