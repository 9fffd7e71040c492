import { Outlet } from 'react-router-dom';
// Placeholder until the admin feature lands.
export default function AdminLayout() {
  return <Outlet />;
}
