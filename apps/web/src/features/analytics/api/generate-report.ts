import { useMutation } from '@tanstack/react-query';
import type { ReportRequestBody, ReportResponse } from '@portal/shared';
import { api, API_BASE, apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { analyticsBase, type AnalyticsScope } from '../lib/scope';

export const generateReport = (scope: AnalyticsScope, body: ReportRequestBody) =>
  api.post<ReportResponse>(`${analyticsBase(scope)}/reports/generate`, body);

/** The server answers an /api path; with VITE_API_URL the API lives elsewhere, so the path goes under its base. */
export const reportFileUrl = (downloadUrl: string) =>
  downloadUrl.startsWith('/api/') ? `${API_BASE}${downloadUrl.slice('/api'.length)}` : downloadUrl;

/** Generates the report, then downloads it with the session's token (its downloadUrl is an /api path). */
export async function generateAndDownloadReport(
  scope: AnalyticsScope,
  body: ReportRequestBody,
): Promise<ReportResponse> {
  const report = await generateReport(scope, body);
  const blob = await apiDownload(reportFileUrl(report.downloadUrl), { authenticated: true });
  saveBlob(blob, report.fileName);
  return report;
}

export const useGenerateReport = (scope: AnalyticsScope) =>
  useMutation({ mutationFn: (body: ReportRequestBody) => generateAndDownloadReport(scope, body) });
