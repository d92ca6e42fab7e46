import { useEffect } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAuthDialog } from './auth-dialog-store.ts';

export function Component() {
  useEffect(() => {
    useAuthDialog.getState().open('login');
  }, []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PageHeading title="เข้าสู่ระบบ" />
      <LoadingState />
    </div>
  );
}
