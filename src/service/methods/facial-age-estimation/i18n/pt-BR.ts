/** Brazilian Portuguese text of the facial-age-estimation method (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR = {
  'method.facial-age-estimation': 'Estimativa de idade pelo rosto',
  'describe.facial-age-estimation': 'Sua câmera estima sua idade; nenhuma imagem é guardada',
  'face.intro':
    'Sua câmera tira algumas fotos enquanto você vira a cabeça. Elas são analisadas no nosso servidor e excluídas na hora; nenhuma foto é guardada.',
  'face.useCamera': 'Usar minha câmera',
  'face.useCameraTest': 'Usar minha câmera (estimativa real)',
  'face.opening': 'Abrindo a câmera…',
  'face.preview': 'Prévia da câmera: posicione o rosto dentro do oval',
  'face.ready': 'Posicione o rosto dentro do oval e toque em Iniciar.',
  'face.start': 'Iniciar',
  'face.cancel': 'Desligar a câmera',
  'face.hint.too-dark': 'Está escuro demais: fique de frente para uma janela ou acenda uma luz.',
  'face.hint.hold-still': 'Fique imóvel por um instante.',
  'face.hint.no-face': 'Não conseguimos ver um rosto: posicione o rosto dentro do oval.',
  'face.hint.too-far': 'Chegue um pouco mais perto, para o rosto preencher o oval.',
  'face.hint.several-faces': 'Só uma pessoa pode aparecer na imagem.',
  'face.prompt.look': 'Olhe direto para a câmera.',
  'face.prompt.left': 'Vire a cabeça devagar para a sua esquerda.',
  'face.prompt.right': 'Agora vire a cabeça devagar para a sua direita.',
  'face.prompt.still': 'Olhe para a câmera e fique imóvel.',
  'face.finding': 'Procurando seu rosto…',
  'face.sending': 'Verificando…',
  'face.liveness.no-turn':
    'Não vimos sua cabeça virar como pedido. Tente de novo e siga as instruções.',
  'face.liveness.frames-repeated':
    'Estas imagens não parecem vir de uma câmera ao vivo. Use sua própria câmera, não uma foto nem um vídeo.',
  'face.liveness.spoof-scores':
    'Estas imagens não parecem vir de uma câmera ao vivo. Use sua própria câmera, não uma foto nem um vídeo.',
  'face.livenessOff':
    'Modo de teste: a prova de vida está desativada para este produto, então uma foto seria aceita. As verificações reais sempre fazem a prova de vida.',
  'face.error.denied':
    'O acesso à câmera foi negado. Permita a câmera nas configurações do navegador e tente de novo, ou escolha outra forma.',
  'face.error.no-camera': 'Nenhuma câmera foi encontrada neste dispositivo.',
  'face.error.busy': 'A câmera está sendo usada por outro app. Feche o app e tente de novo.',
  'face.error.unsupported': 'Este navegador não consegue usar a câmera aqui.',
  'face.error.other': 'Não foi possível ligar a câmera.',
  'face.tryAgain': 'Tentar de novo',
  'face.other': 'Escolher outra forma',
  'face.handoff': 'Ou continue no celular: escaneie este código com a câmera dele.',
  'face.qrAlt': 'QR code para continuar no celular',
};
