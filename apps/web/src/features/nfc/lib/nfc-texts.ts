/** The pt-BR texts of reading and writing NFC tags (issue 26). */
export const NFC_TEXTS = {
  read: 'Ler tag NFC',
  write: 'Gravar na tag',
  writeTitle: 'Gravar na tag NFC',
  writeHint: 'Grava o endereço da página da tag e o texto ao lado dele. Depois, confere lendo a tag de novo.',
  holdToRead: 'Aproxime a tag NFC da parte de trás do celular...',
  holdToWrite: 'Aproxime a tag NFC da parte de trás do celular para gravar...',
  holdToVerify: 'Gravado. Mantenha a tag encostada para conferir...',
  cancel: 'Cancelar',
  matched: 'Tag gravada e conferida: a leitura é igual ao que foi gravado.',
  mismatched: 'A leitura da tag não é igual ao que foi gravado. Grave de novo.',
  noCode: 'Esta tag não tem o endereço /t/ de uma tag do portal nem um código.',
  permissionDenied: 'Permissão de NFC negada. Libere o NFC para este site nas configurações do navegador.',
  readOnly: 'Não foi possível gravar: a tag é somente leitura ou se afastou do celular. Tente de novo.',
  unreadable: 'Não foi possível ler a tag. Aproxime-a de novo, sem mexer.',
  unsupported: 'Este celular ou navegador não lê tags NFC, ou a tag não é compatível (NDEF).',
  timeout: 'Nenhuma tag encontrada a tempo. Toque no botão e aproxime a tag de novo.',
  failed: 'Erro na tag NFC. Tente novamente.',
  tooSmall: (bytes: number, chip: string, capacity: number) =>
    `O conteúdo (${bytes} bytes) não cabe na tag: o ${chip} guarda ${capacity} bytes. Use uma tag maior ou um texto menor.`,
  size: (bytes: number) => `${bytes} bytes na tag`,
};
