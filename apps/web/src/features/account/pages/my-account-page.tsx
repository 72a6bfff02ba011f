import { ComingSoonPanel } from '../../../components/coming-soon-panel';

/** /mi-cuenta */
export function MyAccountPage() {
  return <ComingSoonPanel title="Mi Cuenta" />;
}
