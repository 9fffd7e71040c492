/**
 * Strings of a host's legal identity (profile), a tenant's billing details, and the receipts,
 * invoices and credit notes (issue 15).
 */
export const legalText = {
  // Profile section
  legend: 'Facturation',
  intro:
    'Ces informations figurent sur les reçus et factures remis à vos locataires. Vous en êtes responsable.',
  kind: 'Vous facturez en tant que',
  kindCompany: 'Société',
  kindIndividual: 'Particulier',
  raisonSociale: 'Raison sociale',
  ice: 'ICE',
  iceHint: '15 chiffres',
  identifiantFiscal: 'Identifiant fiscal (IF)',
  rcNumber: 'Numéro du registre du commerce (RC)',
  rcCourt: 'Tribunal du registre du commerce (ville)',
  taxeProfessionnelle: 'Taxe professionnelle (TP / patente)',
  address: 'Adresse',
  vatRegistered: 'Assujetti à la TVA',
  fullName: 'Nom complet',
  cin: 'CIN',
  /** Under « CIN (facultatif) »: the label already says it is optional. */
  cinHint: 'Par exemple BK123456',
  // Tenant's billing details
  tenantLegend: "Facturation au nom d'une société (facultatif)",
  companyName: 'Nom de la société',
  tenantIce: 'ICE de la société',
  // Validation
  errors: {
    kindRequired: 'Choisissez comment vous facturez',
    raisonSocialeRequired: 'Raison sociale requise',
    iceRequired: 'ICE requis',
    iceInvalid: "L'ICE compte exactement 15 chiffres",
    identifiantFiscalRequired: 'Identifiant fiscal requis',
    identifiantFiscalInvalid: "L'identifiant fiscal compte de 7 à 10 chiffres",
    rcNumberRequired: 'Numéro RC requis',
    rcNumberInvalid: 'Le numéro RC ne contient que des chiffres (10 au maximum)',
    rcCourtRequired: 'Ville du tribunal requise',
    taxeProfessionnelleRequired: 'Numéro de taxe professionnelle requis',
    taxeProfessionnelleInvalid:
      'Le numéro de taxe professionnelle ne contient que des chiffres (12 au maximum)',
    addressRequired: 'Adresse requise',
    fullNameRequired: 'Nom complet requis',
    cinInvalid: "CIN invalide : une ou deux lettres puis jusqu'à 6 chiffres, par exemple BK123456",
    companyNameRequired: 'Nom de la société requis avec un ICE',
    max: 'Maximum {max} caractères',
  },
  // Documents
  documents: {
    facture: 'Facture',
    recu: 'Reçu',
    avoir: 'Avoir',
    number: 'N° {number}',
    issueDate: "Date d'émission : {date}",
    references: 'Avoir sur le document n° {number}',
    host: 'Émetteur',
    tenant: 'Client',
    iceValue: 'ICE : {value}',
    identifiantFiscalValue: 'IF : {value}',
    rcValue: 'RC : {value} ({court})',
    taxeProfessionnelleValue: 'TP : {value}',
    cinValue: 'CIN : {value}',
    space: 'Espace',
    period: 'Période : du {start} au {end}',
    /** A period of one day (a one-day stay). */
    periodOneDay: 'Période : le {day}',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    /** An invoice with VAT: its lines are tax included, its totals split HT / TVA / TTC. */
    unitPriceTtc: 'Prix unitaire TTC',
    amountTtc: 'Montant TTC',
    unitDay: 'jour',
    unitDays: 'jours',
    unitMonth: 'mois',
    place: 'place',
    places: 'places',
    totalHt: 'Total HT',
    tva: 'TVA {rate} %',
    totalTtc: 'Total TTC',
    total: 'Total',
    vatNotApplicable: 'TVA non applicable',
    inWords: 'Arrêté le présent document à la somme de : {words}.',
    designation: 'Désignation',
    linesCaption: 'Détail du document',
    /** A line's quantity and unit price, under its designation on a phone. */
    lineDetail: '{quantity} × {unitPrice}',
    quantityUnits: '{n} {unit}',
    quantityPlaces: '{places} {placeUnit} × {n} {unit}',
    tenantCompany: 'Société : {name}',
  },
  // The documents page (/documents/:bookingId) and the dashboards' links
  documentsPage: {
    /** While the documents load, and when there is none. */
    title: 'Documents de la réservation',
    /**
     * Once they are here, the page says what it holds (« Reçu », « Factures et avoir »): each
     * kind present, singular or plural, in this order (a facture or reçu, then its avoir).
     */
    kinds: {
      facture: ['facture', 'factures'],
      recu: ['reçu', 'reçus'],
      avoir: ['avoir', 'avoirs'],
    },
    kindsTwo: '{a} et {b}',
    kindsThree: '{a}, {b} et {c}',
    description: 'Le reçu ou la facture de votre réservation, à imprimer ou enregistrer en PDF.',
    loading: 'Chargement des documents…',
    loadFailed: 'Impossible de charger le document.',
    // Also what a wrong address, or someone else's booking, shows: it says nothing of them.
    emptyTitle: 'Aucun document à afficher',
    emptyBody:
      "Le reçu ou la facture d'une réservation est émis quand Maktabi la valide, et seuls son locataire et son hôte peuvent le consulter. Une demande annulée ou refusée avant validation n'en a pas.",
    back: 'Retour au tableau de bord',
    print: 'Imprimer ou enregistrer en PDF',
    /** When the booking has several documents (one per month of a rental, an avoir). */
    printAll: 'Tout imprimer ou enregistrer en PDF',
    printOne: 'Imprimer ce document seul',
    /** Its accessible name starts with the words shown (WCAG 2.5.3). */
    printOneLabel: 'Imprimer ce document seul : {kind} {number}',
    /**
     * Over a facture or reçu that an avoir cancelled, on screen only (a document prints as
     * issued): the avoir's number links to it.
     */
    cancelledBy: "Ce document est annulé par l'avoir",
    printHint:
      "Dans la fenêtre d'impression, choisissez « Enregistrer au format PDF » pour obtenir un fichier.",
    /** The dashboards' link to a document: "Facture F-2026-000012" */
    link: '{kind} {number}',
    linkFor: ' de la réservation « {title} »',
  },
} as const;
