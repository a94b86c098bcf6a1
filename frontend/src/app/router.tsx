import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import { FocusHeadingOnNavigate } from './focus-heading-on-navigate';
import { ScrollToTop } from './scroll-to-top';

// Route modules load lazily so that visitors never download the admin code.
const Landing = lazy(() => import('../routes/landing'));
const Start = lazy(() => import('../routes/start'));
const Diagnosis = lazy(() => import('../routes/diagnosis'));
const UserInfo = lazy(() => import('../routes/userinfo'));
const Result = lazy(() => import('../routes/result'));
const Report = lazy(() => import('../routes/report'));
const AdminLogin = lazy(() => import('../routes/admin/login'));
const AdminDashboard = lazy(() => import('../routes/admin/dashboard'));
const AdminOverview = lazy(() => import('../routes/admin/overview'));
const AdminDeliveries = lazy(() => import('../routes/admin/deliveries'));
const AdminAudit = lazy(() => import('../routes/admin/audit'));

/**
 * One route per SPEC §2 screen, plus the private report link (DESIGN §7b); any other path
 * redirects to /. Rendered inside BrowserRouter in the browser and inside StaticRouter when the
 * landing and consent pages are prerendered (app/prerender.tsx): the same tree, so the browser
 * hydrates the prerendered HTML.
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <FocusHeadingOnNavigate />
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<Landing />} />
            <Route path="/start" element={<Start />} />
            <Route path="/diagnosis" element={<Diagnosis />} />
            <Route path="/userinfo" element={<UserInfo />} />
            <Route path="/result" element={<Result />} />
            <Route path="/report/:token" element={<Report />} />
            <Route path="/admin/login/:secret" element={<AdminLogin />} />
            <Route path="/admin/dashboard/:secret" element={<AdminDashboard />} />
            <Route path="/admin/overview/:secret" element={<AdminOverview />} />
            <Route path="/admin/deliveries/:secret" element={<AdminDeliveries />} />
            <Route path="/admin/audit/:secret" element={<AdminAudit />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </AppErrorBoundary>
    </>
  );
}

/** The app in the browser. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
