// The technician area (issue 12): the panel, the equipment screen, the log and agenda, and the admin's views.
export { maintenanceKeys } from './api/keys';
export { useEquipment, equipmentQueryOptions } from './api/get-equipment';
export { PanelScreen } from './components/panel-screen';
export { EquipmentScreen } from './components/equipment-screen';
export { MaintenanceLogScreen } from './components/log/log-screen';
export { MaintenanceCard } from './components/admin/maintenance-card';
// Issue 44: the admin's 'Segurança contra incêndio' settings and the open pendências (the admin's dashboard).
export { FireSafetySettingsScreen } from './fire-safety/components/fire-safety-settings-screen';
export { PendenciasList } from './fire-safety/components/pendencias-list';
