/**
 * What a spreadsheet would run as a formula at the start of a CSV cell: =, +, @, a tab or a CR, and a '-' that does
 * not start a plain number ('-2,5' and '-3' stay numbers, '-Ana' or '-1+2' do not). Papa.unparse's escapeFormulae
 * quotes such a cell with a leading ' (every CSV the server writes: the analytics reports and the service log).
 */
export const CSV_FORMULA_START = /^(?:[=+@\t\r]|-(?![\d,.]+$))/;

/**
 * The options of every CSV the server writes: Excel in Brazil splits columns on ';' and reads a UTF-8 file right only
 * with the BOM (written before the header), CRLF line ends.
 */
export const CSV_OPTIONS = { delimiter: ';', newline: '\r\n', header: false } as const;
export const CSV_BOM = '\uFEFF';
