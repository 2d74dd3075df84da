import { Navigate } from 'react-router';
import { useSession } from '@/app/session/session-context';
import { LazyAppLayout } from '@/app/shell/lazy-app-layout';
import { AuthCard } from '@/components/auth-card';
import { FullPageLoader } from '@/components/full-page-loader';
import { AccessDeniedContent } from './access-denied-page';

/** /access-denied is open to anyone: inside the shell when signed in, on its own otherwise. */
export function AccessDeniedRoute() {
  const session = useSession();
  switch (session.status) {
    case 'loading':
    case 'logging_out':
      return <FullPageLoader />;
    case 'logged_in':
      return (
        <LazyAppLayout>
          <AccessDeniedContent />
        </LazyAppLayout>
      );
    case 'logged_out':
      if (session.endReason === 'logout') return <Navigate to="/login" replace />;
      return (
        <AuthCard>
          <AccessDeniedContent />
        </AuthCard>
      );
    case 'unavailable':
      return (
        <AuthCard>
          <AccessDeniedContent />
        </AuthCard>
      );
  }
}
