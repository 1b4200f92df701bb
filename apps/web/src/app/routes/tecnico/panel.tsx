import { ComingSoon } from '@/components/layout/coming-soon';

export function Component() {
  return (
    <ComingSoon title="Painel Técnico" description="O painel técnico com os equipamentos a acompanhar aparece aqui." />
  );
}
