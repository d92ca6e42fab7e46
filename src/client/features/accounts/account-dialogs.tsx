import { lazy, Suspense, useEffect } from 'react';
import { useAuthDialog } from './auth-dialog-store.ts';
import { useProfileDialog } from './profile-dialog-store.ts';
import { useSessionStore } from './session-store.ts';

// The dialogs (and the form rules they share with the server) load on first open only.
const AuthDialog = lazy(() =>
  import('./auth-dialog.tsx').then((module) => ({ default: module.AuthDialog })),
);
const ProfileDialog = lazy(() =>
  import('./profile-dialog.tsx').then((module) => ({ default: module.ProfileDialog })),
);

/** Mounts the login/register and personal-information dialogs when their stores open them. */
export function AccountDialogs() {
  const mode = useAuthDialog((state) => state.mode);
  const profileOpen = useProfileDialog((state) => state.isOpen);
  const user = useSessionStore((state) => state.user);

  useEffect(() => {
    if (!user && profileOpen) useProfileDialog.getState().close();
  }, [user, profileOpen]);

  return (
    <Suspense fallback={null}>
      {mode ? <AuthDialog mode={mode} /> : null}
      {profileOpen && user ? <ProfileDialog /> : null}
    </Suspense>
  );
}
