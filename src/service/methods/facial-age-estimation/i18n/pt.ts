/** European Portuguese text of the facial-age-estimation method (glossary: src/service/i18n/glossary/pt.md). */
export const pt = {
  'method.facial-age-estimation': 'Estimativa da idade pelo rosto',
  'describe.facial-age-estimation': 'A câmara estima a sua idade; nenhuma imagem é guardada',
  'face.intro':
    'A câmara tira algumas imagens enquanto roda a cabeça. São analisadas no nosso servidor e eliminadas de imediato; nenhuma imagem é guardada.',
  'face.useCamera': 'Usar a minha câmara',
  'face.useCameraTest': 'Usar a minha câmara (estimativa real)',
  'face.opening': 'A abrir a câmara…',
  'face.preview': 'Pré-visualização da câmara: coloque o rosto dentro do oval',
  'face.ready': 'Coloque o rosto dentro do oval e prima Iniciar.',
  'face.start': 'Iniciar',
  'face.cancel': 'Desligar a câmara',
  'face.hint.too-dark': 'Está demasiado escuro: vire-se para uma janela ou acenda uma luz.',
  'face.hint.hold-still': 'Fique imóvel por um momento.',
  'face.hint.no-face': 'Não conseguimos ver um rosto: coloque o rosto dentro do oval.',
  'face.hint.too-far': 'Aproxime-se um pouco, para que o rosto preencha o oval.',
  'face.hint.several-faces': 'Só pode aparecer uma pessoa na imagem.',
  'face.prompt.look': 'Olhe diretamente para a câmara.',
  'face.prompt.left': 'Rode lentamente a cabeça para a sua esquerda.',
  'face.prompt.right': 'Agora rode lentamente a cabeça para a sua direita.',
  'face.prompt.still': 'Olhe para a câmara e fique imóvel.',
  'face.finding': 'À procura do seu rosto…',
  'face.sending': 'A verificar…',
  'face.liveness.no-turn':
    'Não vimos a sua cabeça rodar como pedido. Tente novamente e siga as instruções.',
  'face.liveness.frames-repeated':
    'Estas imagens não parecem vir de uma câmara em direto. Use a sua própria câmara, não uma fotografia nem um vídeo.',
  'face.liveness.spoof-scores':
    'Estas imagens não parecem vir de uma câmara em direto. Use a sua própria câmara, não uma fotografia nem um vídeo.',
  'face.livenessOff':
    'Modo de teste: a prova de vida está desativada para este produto, por isso uma fotografia seria aceite. As verificações reais fazem sempre a prova de vida.',
  'face.error.denied':
    'O acesso à câmara foi recusado. Permita a câmara nas definições do navegador e tente novamente, ou escolha outra forma.',
  'face.error.no-camera': 'Não foi encontrada nenhuma câmara neste dispositivo.',
  'face.error.busy': 'A câmara está a ser usada por outra aplicação. Feche-a e tente novamente.',
  'face.error.unsupported': 'Este navegador não consegue usar a câmara aqui.',
  'face.error.other': 'Não foi possível ligar a câmara.',
  'face.tryAgain': 'Tentar novamente',
  'face.other': 'Escolher outra forma',
  'face.handoff': 'Ou continue no telemóvel: leia este código com a câmara dele.',
  'face.qrAlt': 'Código QR para continuar no telemóvel',
};
