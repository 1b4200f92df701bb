import { ComingSoon } from '@/components/layout/coming-soon';

export function Component() {
  return (
    <ComingSoon title="Análises" description="As visitas à sua página e as leituras das suas tags aparecem aqui." />
  );
}
