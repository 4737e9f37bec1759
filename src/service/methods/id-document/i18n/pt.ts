/** European Portuguese text of the id-document method (glossary: src/service/i18n/glossary/pt.md). */
export const pt = {
  'method.id-document': 'Documento de identificação',
  'describe.id-document': 'Fotografe um passaporte, cartão de identificação ou carta de condução',
  'id.intro':
    'Fotografe o lado com os dados de leitura ótica: o código de barras no verso de uma carta de condução dos EUA ou do Canadá, ou as duas ou três linhas de texto com <<< num passaporte ou cartão de identificação.',
  'id.camera': 'Usar a câmara',
  'id.upload': 'Carregar uma fotografia',
  'id.take': 'Tirar fotografia',
  'id.cancel': 'Cancelar',
  'id.guide':
    'Enquadre o código de barras ou as linhas <<< na moldura, fique imóvel e evite reflexos.',
  'id.reading': 'A ler o documento…',
  'id.cameraDenied': 'A câmara não está disponível aqui. Carregue antes uma fotografia.',
  'id.heic':
    'Esta fotografia está em formato HEIC, que não pode ser lido. Tire a fotografia a partir desta página ou guarde-a como JPEG.',
  'id.tooLarge':
    'Esta fotografia é demasiado grande. Tire-a novamente ou carregue uma mais pequena (menos de 10 MB).',
  'id.retake': 'Não conseguimos ler o documento. {hint} Tente novamente.',
  'id.hint.blur': 'A fotografia está desfocada: fique imóvel e deixe a câmara focar.',
  'id.hint.glare': 'A luz reflete-se no documento: incline-o um pouco.',
  'id.hint.too-small': 'O documento está demasiado pequeno na fotografia: aproxime-se.',
  'id.hint.too-dark': 'A fotografia está demasiado escura: vá para um local com mais luz.',
  'id.hint.not-found':
    'Não foi encontrado nenhum código de barras nem linhas <<<: fotografe o lado certo.',
  'id.hint.not-an-id':
    'Esse código de barras não é de uma carta de condução nem de um cartão de identificação.',
  'id.hint.check-digits': 'As linhas <<< não estão corretas: fotografe-as nítidas e completas.',
  'id.expired': 'Este documento expirou. Use um documento válido.',
  'id.specimenRefused':
    'Este é um documento espécime, criado para experimentar o serviço: não prova a idade de ninguém. Use o seu próprio documento.',
  'id.phone': 'Não tem câmara aqui? Leia este código com o telemóvel para continuar nele.',
  'id.privacy': 'A fotografia é lida no nosso servidor e eliminada de imediato; nunca é guardada.',
  'id.specimens':
    'Documentos espécime (modo de teste): descarregue um e carregue-o acima, ou mostre-o e fotografe o ecrã com o telemóvel.',
  'id.show': 'Mostrar',
  'id.specimen.adult-licence': 'Carta de condução de um adulto',
  'id.specimen.minor-licence': 'Carta de condução de um menor',
  'id.specimen.adult-licence-front': 'Carta de condução de um adulto, frente (com fotografia)',
  'id.specimen.minor-licence-front': 'Carta de condução de um menor, frente (com fotografia)',
  'id.specimen.adult-passport': 'Passaporte de um adulto',
  'id.front.intro':
    'Verso lido. Agora a frente, com a sua fotografia: fotografe todo o lado que mostra a sua fotografia, a data de nascimento e o número do documento.',
  'id.front.guide': 'Enquadre toda a frente na moldura, fique imóvel e evite reflexos.',
  'id.front.reading': 'A ler a frente…',
  'id.front.notRead':
    'Não foi possível ler o texto impresso na frente. Fotografe toda a frente, nítida e sem reflexos.',
  'id.front.noPortrait':
    'Não foi encontrada nenhuma fotografia neste lado: fotografe a frente do cartão, o lado com a sua fotografia.',
  'id.front.mismatch':
    'A frente não pertence ao mesmo documento que o verso: a data de nascimento ou o número do documento são diferentes. Fotografe os dois lados do mesmo documento.',
  'id.front.expired': 'Passou demasiado tempo: fotografe novamente o verso.',
  'id.front.restart': 'Recomeçar pelo verso',
  'id.hint.number-not-read':
    'Não foi possível ler o número do documento na frente: fotografe-o nítido e completo.',
  'id.selfie.intro':
    'Documento lido. Agora uma selfie em direto: comparamos o seu rosto com a fotografia do documento. Nada é guardado.',
  'id.selfie.mismatch': 'A selfie não corresponde à fotografia do documento.',
  'id.selfie.again': 'Fotografe novamente o documento e depois tire a selfie.',
  'id.noPortrait':
    'Este serviço compara a fotografia do documento com uma selfie, e não foi encontrada nenhuma fotografia: fotografe a página ou o lado que mostra a fotografia do titular e também o código de barras ou as linhas <<<.',
};
