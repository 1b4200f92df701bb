import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  FileText,
  FireExtinguisher,
  Gauge,
  LayoutDashboard,
  MailWarning,
  MapPin,
  Megaphone,
  Nfc,
  Tag,
  UserCircle,
  Users,
  Watch,
  Wrench,
} from 'lucide-react';
import type { SessionRole } from '@portal/shared';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/** Sidebar entries: the spec's three per area first, then the area's other screens. */
export const NAV_ITEMS: Record<SessionRole, NavItem[]> = {
  admin: [
    { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/admin/clients', label: 'Clientes', icon: Users },
    { to: '/admin/bracelets', label: 'Braceletes', icon: Watch },
    { to: '/admin/tags', label: 'Tags', icon: Tag },
    { to: '/admin/locais', label: 'Locais', icon: MapPin },
    { to: '/admin/pages', label: 'Páginas públicas', icon: FileText },
    { to: '/admin/users', label: 'Usuários', icon: UserCircle },
    { to: '/admin/analytics', label: 'Análises', icon: BarChart3 },
    { to: '/admin/notifications', label: 'Notificações com falha', icon: MailWarning },
    { to: '/admin/seguranca-incendio', label: 'Segurança contra incêndio', icon: FireExtinguisher },
    { to: '/tecnico', label: 'Painel Técnico', icon: Gauge },
    { to: '/tecnico/manutencoes', label: 'Manutenções', icon: Wrench },
    { to: '/admin/chamados', label: 'Chamados', icon: Megaphone },
  ],
  user: [
    { to: '/user/dashboard', label: 'Dashboard', icon: LayoutDashboard },
    { to: '/user/bracelets', label: 'Minhas Tags', icon: Nfc },
    { to: '/user/public', label: 'Perfil Público', icon: UserCircle },
    { to: '/user/analytics', label: 'Análises', icon: BarChart3 },
  ],
  technician: [
    { to: '/tecnico', label: 'Painel Técnico', icon: Gauge },
    { to: '/tecnico/manutencoes', label: 'Manutenções', icon: Wrench },
    { to: '/tecnico/chamados', label: 'Chamados', icon: Megaphone },
  ],
};
