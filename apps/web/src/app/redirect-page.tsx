import { Navigate, useLocation, useParams } from 'react-router';

/** `/redirect/<path>` → `/<path>`: remounts the screen (the tags view's "refresh"). */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />;
}
