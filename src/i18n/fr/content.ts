/**
 * Text of the public content pages: /help, /support, /host/guide, /host/resources, /terms,
 * /privacy. Each page is structured data rendered by src/pages/static/StaticPage.tsx; the
 * components hold no text of their own.
 */

/* ------------------------------------------------------------------------------------------ */
/* Types                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** A link to a route of the app, rendered with react-router's <Link>. */
export interface InternalLink {
  readonly to: string;
  readonly text: string;
}

/** A link leaving the app: mailto:, tel: or https:. */
export interface ExternalLink {
  readonly href: string;
  readonly text: string;
}

/** Text shown with emphasis (<strong>). */
export interface StrongText {
  readonly strong: string;
}

export type Inline = string | InternalLink | ExternalLink | StrongText;

/** Plain text, or a run of text, links and emphasis. */
export type RichText = string | readonly Inline[];

export interface FaqItem {
  /** The question, shown in the <summary>. */
  readonly q: string;
  /** The answer: one or more paragraphs. */
  readonly a: readonly RichText[];
  /** An optional list after the paragraphs. */
  readonly list?: readonly RichText[];
  /** Whether that list is ordered (steps). */
  readonly ordered?: boolean;
}

export interface Step {
  readonly title: string;
  readonly body: readonly RichText[];
  readonly list?: readonly RichText[];
}

export interface Definition {
  readonly term: string;
  readonly details: readonly RichText[];
}

export interface TableRow {
  /** First cell, a row header. */
  readonly header: string;
  readonly cells: readonly string[];
}

export type ContentBlock =
  | { readonly type: 'paragraph'; readonly text: RichText }
  /** An h3 inside the section. */
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'list'; readonly ordered?: boolean; readonly items: readonly RichText[] }
  | { readonly type: 'steps'; readonly items: readonly Step[] }
  | { readonly type: 'faq'; readonly items: readonly FaqItem[] }
  | { readonly type: 'definitions'; readonly items: readonly Definition[] }
  | {
      readonly type: 'table';
      readonly caption: string;
      readonly columns: readonly string[];
      readonly rows: readonly TableRow[];
    }
  | { readonly type: 'note'; readonly title?: string; readonly text: RichText };

export interface StaticSection {
  /** Anchor of the section (#id), unique in the page. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ContentBlock[];
}

export interface StaticPageContent {
  /** The h1 and the page title. */
  readonly title: string;
  /** The meta description. */
  readonly description: string;
  readonly intro: readonly RichText[];
  readonly lastUpdated?: { readonly label: string; readonly dateTime: string };
  readonly sections: readonly StaticSection[];
}

/* ------------------------------------------------------------------------------------------ */
/* Shared                                                                                     */
/* ------------------------------------------------------------------------------------------ */

export const staticPageUi = {
  tocTitle: 'Sur cette page',
} as const;

const SUPPORT_EMAIL = 'support@maktabi.ma';
const PRIVACY_EMAIL = 'privacy@maktabi.ma';
const SUPPORT_PHONE = '+212 5 22 00 00 00';

const supportEmailLink: ExternalLink = { href: `mailto:${SUPPORT_EMAIL}`, text: SUPPORT_EMAIL };
const privacyEmailLink: ExternalLink = { href: `mailto:${PRIVACY_EMAIL}`, text: PRIVACY_EMAIL };
const supportPhoneLink: ExternalLink = { href: 'tel:+212522000000', text: SUPPORT_PHONE };

const lastUpdated = { label: 'Dernière mise à jour : 1er janvier 2025', dateTime: '2025-01-01' };

/* ------------------------------------------------------------------------------------------ */
/* /help                                                                                      */
/* ------------------------------------------------------------------------------------------ */

export const helpContent: StaticPageContent = {
  title: "Centre d'aide",
  description:
    "Réponses aux questions fréquentes sur Maktabi : réserver un bureau à la journée ou au mois, prix en MAD, compte et publication d'annonces.",
  intro: [
    'Retrouvez ici les réponses aux questions les plus fréquentes sur Maktabi, que vous cherchiez un espace de travail ou que vous souhaitiez proposer le vôtre.',
    [
      'Vous ne trouvez pas votre réponse ? ',
      { to: '/support', text: 'Contactez notre équipe support' },
      ', elle vous répond du lundi au samedi.',
    ],
  ],
  sections: [
    {
      id: 'reserver',
      heading: 'Réserver',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'Comment trouver un espace de travail ?',
              a: [
                [
                  'Rendez-vous sur la page ',
                  { to: '/search', text: 'Rechercher un bureau' },
                  " et saisissez une ville ou un quartier. Le bouton « Filtres » vous permet d'affiner les résultats : type d'espace, superficie minimale, prix minimum et maximum par jour, équipements (Wi-Fi haut débit, parking, climatisation…). Le bouton « Réinitialiser » efface tous les filtres.",
                ],
              ],
            },
            {
              q: 'Quelle est la différence entre la location à la journée et au mois ?',
              a: [
                'La location à la journée convient aux besoins ponctuels : vous choisissez une date de début et une date de fin, et chaque jour de la période est facturé au prix journalier. Elle couvre 90 jours au plus.',
                "La location au mois convient aux besoins durables : vous choisissez une date de début puis, au choix, une date de fin ou l'option « durée indéterminée ».",
              ],
            },
            {
              q: 'Comment réserver un espace ?',
              a: ["Depuis la page de l'annonce, utilisez le panneau de réservation :"],
              ordered: true,
              list: [
                'choisissez la location à la journée ou au mois ;',
                'sélectionnez la date de début, puis la date de fin (ou cochez « durée indéterminée » pour une location au mois) ;',
                'vérifiez le récapitulatif du prix ;',
                'envoyez votre demande de réservation.',
              ],
            },
            {
              q: 'Dois-je avoir un compte pour réserver ?',
              a: [
                "Oui. Si vous n'êtes pas connecté, un formulaire d'inscription rapide s'affiche directement dans le panneau de réservation : votre demande est envoyée dès la création de votre compte. Si vous avez déjà un compte, le lien de connexion vous ramène ensuite sur l'annonce.",
              ],
            },
            {
              q: 'Ma réservation est-elle confirmée immédiatement ?',
              a: [
                "Non. Toute nouvelle réservation a d'abord le statut « En attente admin ». Un administrateur de Maktabi la vérifie puis la valide (statut « Confirmée ») ou la refuse (statut « Refusée ») dans un délai de 24 heures.",
                "Sans décision dans ce délai, la demande n'est plus maintenue : les dates sont de nouveau proposées aux autres locataires et vous pouvez faire une nouvelle demande.",
              ],
            },
            {
              q: 'Où suivre mes réservations ?',
              a: [
                [
                  'Dans ',
                  { to: '/dashboard', text: 'Mes réservations' },
                  " : vous y trouvez le nombre de réservations confirmées et en attente, le total dépensé et, pour chaque réservation, l'annonce, les dates, le statut, le prix et un lien vers l'annonce.",
                ],
              ],
            },
            {
              q: 'Puis-je annuler une réservation ?',
              a: [
                "Vous pouvez annuler vous-même une réservation tant qu'elle a le statut « En attente admin », depuis Mes réservations. Les dates sont alors libérées.",
                [
                  'Une fois la réservation confirmée, ',
                  { to: '/support', text: 'contactez le support' },
                  " en indiquant la réservation concernée : nous étudierons votre demande avec l'hôte.",
                ],
              ],
            },
            {
              q: 'Pourquoi certaines dates sont-elles grisées ?',
              a: [
                "Les dates grisées du calendrier sont déjà réservées, ou retenues par une demande en cours de validation, pour une location à la journée. Si vous sélectionnez une date indisponible, le champ est vidé et le message « Cette date n'est pas disponible » s'affiche.",
              ],
            },
            {
              q: 'Comment garder un espace de côté pour plus tard ?',
              a: [
                [
                  "Connecté avec un compte locataire, ajoutez l'espace à vos favoris depuis son annonce. Vous le retrouverez dans la page ",
                  { to: '/favorites', text: 'Favoris' },
                  ', accessible depuis la barre de navigation.',
                ],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'paiement-et-prix',
      heading: 'Paiement et prix',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'En quelle devise les prix sont-ils affichés ?',
              a: [
                "Tous les prix sont indiqués en dirhams marocains (MAD). Chaque annonce affiche un prix par jour et un prix par mois, fixés par l'hôte.",
              ],
            },
            {
              q: 'Comment le prix total est-il calculé ?',
              a: [
                "Le montant est calculé automatiquement à partir des tarifs de l'annonce et s'affiche dans le récapitulatif avant l'envoi de votre demande :",
              ],
              list: [
                'à la journée : nombre de jours × prix par jour, dates de début et de fin incluses (par exemple, du lundi au vendredi à 250 MAD par jour : 5 × 250 = 1 250 MAD) ;',
                'au mois avec une date de fin : nombre de mois commencés × prix mensuel ;',
                "au mois pour une durée indéterminée : le prix mensuel, dû pour chaque mois jusqu'à la fin de la location.",
              ],
            },
            {
              q: 'Quand et comment dois-je payer ?',
              a: [
                "Aucun paiement n'est demandé lors de l'envoi de votre demande de réservation. Le règlement ne concerne que les réservations confirmées, selon les modalités convenues avec l'hôte.",
                "Par prudence, ne versez jamais d'argent pour une réservation dont le statut est encore « En attente admin ».",
              ],
            },
            {
              q: 'Y a-t-il des frais supplémentaires ?',
              a: [
                "La création d'un compte et l'envoi d'une demande de réservation sont gratuits. Le prix affiché correspond à l'espace et aux équipements décrits dans l'annonce ; lorsqu'un service est payant, par exemple un parking, l'annonce le précise.",
              ],
            },
            {
              q: "Que se passe-t-il si ma réservation est refusée ou n'est pas validée à temps ?",
              a: [
                "Aucun montant n'est dû. Les dates sont libérées et vous pouvez faire une nouvelle demande, pour d'autres dates ou pour un autre espace.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'compte',
      heading: 'Compte',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'Comment créer un compte ?',
              a: [
                [
                  'Cliquez sur ',
                  { to: '/signup', text: "S'inscrire" },
                  ", choisissez « Je recherche un bureau » ou « Je loue mon bureau », puis renseignez votre prénom, votre nom, votre e-mail, votre téléphone (format +212) et un mot de passe d'au moins 6 caractères.",
                ],
                'Vous pouvez aussi utiliser le bouton « Continuer avec Google » : un compte locataire est alors créé automatiquement.',
              ],
            },
            {
              q: 'Comment me connecter ?',
              a: [
                [
                  'Depuis la page ',
                  { to: '/login', text: 'Connexion' },
                  ', avec votre e-mail et votre mot de passe, ou avec votre compte Google.',
                ],
              ],
            },
            {
              q: "J'ai oublié mon mot de passe. Que faire ?",
              a: [
                [
                  'Sur la page Connexion, cliquez sur « Mot de passe oublié ? », ou rendez-vous directement sur la page ',
                  { to: '/forgot-password', text: 'Mot de passe oublié' },
                  ". Saisissez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.",
                ],
              ],
            },
            {
              q: 'Comment compléter mon profil ?',
              a: [
                [
                  'Dans ',
                  { to: '/profile', text: 'Mon profil' },
                  ', vous pouvez ajouter une photo et modifier votre prénom, votre nom, votre téléphone, votre profession et une courte bio (500 caractères maximum).',
                ],
                'Un profil complet rassure les hôtes : si le vôtre est incomplet, un message vous invite à le compléter au moment de réserver.',
              ],
            },
            {
              q: "Puis-je passer d'un compte locataire à un compte hôte ?",
              a: [
                [
                  "Le rôle est choisi à l'inscription. Si vous vous êtes inscrit comme locataire, y compris avec Google, et souhaitez publier des espaces, ",
                  { to: '/support', text: 'contactez le support' },
                  '.',
                ],
              ],
            },
            {
              q: 'Comment supprimer mon compte ou mes données ?',
              a: [
                [
                  'Écrivez-nous à ',
                  privacyEmailLink,
                  " depuis l'adresse e-mail de votre compte. Vos droits sont détaillés dans notre ",
                  { to: '/privacy', text: 'politique de confidentialité' },
                  '.',
                ],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'pour-les-hotes',
      heading: 'Pour les hôtes',
      blocks: [
        {
          type: 'faq',
          items: [
            {
              q: 'Comment publier mon espace ?',
              a: [
                [
                  'Créez un ',
                  { to: '/signup?role=host', text: 'compte hôte' },
                  ', puis cliquez sur « Ajouter » dans la barre de navigation et remplissez le formulaire. Le ',
                  { to: '/host/guide', text: "guide de l'hôte" },
                  ' détaille chaque étape.',
                ],
              ],
            },
            {
              q: "Pourquoi mon annonce n'apparaît-elle pas dans la recherche ?",
              a: [
                "Chaque nouvelle annonce a le statut « En attente de validation » jusqu'à ce qu'un administrateur l'approuve. Elle apparaît avec ce badge dans votre tableau de bord hôte, puis devient visible dans la recherche une fois approuvée.",
                "L'administrateur peut aussi suspendre une annonce qui ne respecte plus les conditions d'utilisation.",
              ],
            },
            {
              q: 'Qui valide les réservations de mes espaces ?',
              a: [
                [
                  'Un administrateur de Maktabi valide ou refuse chaque demande dans les 24 heures suivant sa création. Vous suivez les réservations reçues et leur statut depuis votre ',
                  { to: '/host/dashboard', text: 'tableau de bord hôte' },
                  '.',
                ],
              ],
            },
            {
              q: 'Comment fixer mes prix ?',
              a: [
                [
                  'Vous indiquez un prix par jour et un prix par mois, en MAD. Nos ',
                  { to: '/host/resources', text: 'ressources pour les hôtes' },
                  ' proposent des repères selon le type de ville.',
                ],
              ],
            },
            {
              q: 'Les photos sont-elles obligatoires ?',
              a: [
                'Non, mais elles sont vivement recommandées : les annonces illustrées inspirent davantage confiance. Vous pouvez ajouter plusieurs images ; la première sert de photo de couverture dans les résultats de recherche.',
              ],
            },
          ],
        },
      ],
    },
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* /support                                                                                   */
/* ------------------------------------------------------------------------------------------ */

export const supportContent: StaticPageContent = {
  title: 'Support',
  description:
    "Contactez l'équipe Maktabi par e-mail ou par téléphone : horaires, délais de réponse et informations à joindre à votre demande.",
  intro: [
    "Une question sur une réservation, une annonce ou votre compte ? L'équipe Maktabi est là pour vous aider, du lundi au samedi.",
    [
      'Avant de nous écrire, consultez le ',
      { to: '/help', text: "Centre d'aide" },
      " : la réponse à votre question s'y trouve peut-être déjà.",
    ],
  ],
  sections: [
    {
      id: 'nous-contacter',
      heading: 'Nous contacter',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Par e-mail',
              details: [
                [supportEmailLink],
                "Recommandé pour les demandes détaillées et l'envoi de captures d'écran.",
              ],
            },
            {
              term: 'Par téléphone',
              details: [
                [supportPhoneLink],
                'Pour les questions urgentes, par exemple une réservation qui commence dans la journée.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'horaires',
      heading: 'Horaires',
      blocks: [
        {
          type: 'definitions',
          items: [
            { term: 'Du lundi au vendredi', details: ['De 9h à 18h'] },
            { term: 'Le samedi', details: ['De 9h à 13h'] },
            { term: 'Le dimanche', details: ['Fermé'] },
          ],
        },
        {
          type: 'paragraph',
          text: "Les horaires sont indiqués à l'heure du Maroc. Les messages reçus en dehors de ces horaires sont traités dès la réouverture.",
        },
      ],
    },
    {
      id: 'votre-demande',
      heading: 'Que préciser dans votre demande',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pour que nous puissions vous répondre rapidement, indiquez dans votre message :',
        },
        {
          type: 'list',
          items: [
            "vos nom et prénom, et l'adresse e-mail de votre compte Maktabi ;",
            'si vous êtes locataire ou hôte ;',
            "le titre de l'annonce concernée ou le lien vers sa page ;",
            'pour une réservation : le type de location (journée ou mois), les dates et le statut affiché ;',
            "une description du problème : ce que vous avez fait, ce qui s'est passé et, le cas échéant, le message d'erreur exact ;",
            "si possible, une capture d'écran, ainsi que l'appareil et le navigateur utilisés.",
          ],
        },
        {
          type: 'note',
          title: 'Protégez votre compte',
          text: "Ne communiquez jamais votre mot de passe : l'équipe Maktabi ne vous le demandera jamais, ni par e-mail ni par téléphone.",
        },
      ],
    },
    {
      id: 'delais-de-reponse',
      heading: 'Délais de réponse',
      blocks: [
        {
          type: 'list',
          items: [
            'Nous répondons aux e-mails en général sous un jour ouvré.',
            "Les demandes liées à une réservation en cours ou qui commence dans les 48 heures sont traitées en priorité : précisez-le dans l'objet de votre message.",
            "Au téléphone, nous répondons immédiatement pendant les horaires d'ouverture, dans la limite des disponibilités de l'équipe.",
          ],
        },
      ],
    },
    {
      id: 'autres-ressources',
      heading: 'Autres ressources',
      blocks: [
        {
          type: 'list',
          items: [
            [{ to: '/help', text: "Centre d'aide" }, ' : les réponses aux questions fréquentes.'],
            [
              { to: '/host/guide', text: "Guide de l'hôte" },
              ' : publier et gérer une annonce pas à pas.',
            ],
            [
              { to: '/host/resources', text: 'Ressources pour les hôtes' },
              ' : tarifs, check-list, rappels juridiques et sécurité.',
            ],
            [
              'Données personnelles : écrivez à ',
              privacyEmailLink,
              ' ou consultez notre ',
              { to: '/privacy', text: 'politique de confidentialité' },
              '.',
            ],
            [{ to: '/terms', text: "Conditions générales d'utilisation" }, '.'],
          ],
        },
      ],
    },
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* /host/guide                                                                                */
/* ------------------------------------------------------------------------------------------ */

export const hostGuideContent: StaticPageContent = {
  title: "Guide de l'hôte",
  description:
    'Publiez votre bureau, salle de réunion ou espace de coworking sur Maktabi : étapes, conseils pour les photos et les prix, validation et gestion des réservations.',
  intro: [
    "Vous disposez d'un bureau, d'une salle de réunion ou d'un espace de coworking au Maroc ? Ce guide vous accompagne de la création de votre compte hôte jusqu'à vos premières réservations.",
  ],
  sections: [
    {
      id: 'avant-de-commencer',
      heading: 'Avant de commencer',
      blocks: [
        {
          type: 'paragraph',
          text: "Rassemblez ces informations : vous remplirez le formulaire d'annonce en quelques minutes.",
        },
        {
          type: 'list',
          items: [
            "l'adresse exacte de l'espace ;",
            "sa superficie en m², le nombre de postes de travail, l'étage et la présence d'un ascenseur ;",
            'le type de connexion internet et les possibilités de stationnement ;',
            'vos tarifs à la journée et au mois, en MAD, et la durée minimale de location ;',
            'la liste des équipements proposés ;',
            'des photos récentes, lumineuses et nettes.',
          ],
        },
        {
          type: 'note',
          text: [
            "Vérifiez aussi que vous avez le droit de louer l'espace, en particulier si vous en êtes vous-même locataire. Nos ",
            { to: '/host/resources', text: 'ressources pour les hôtes' },
            ' rappellent les principaux points à contrôler.',
          ],
        },
      ],
    },
    {
      id: 'creer-votre-compte',
      heading: 'Créer votre compte hôte',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: "Ouvrez la page d'inscription hôte",
              body: [
                [
                  'Rendez-vous sur la page ',
                  { to: '/signup?role=host', text: 'Créer un compte hôte' },
                  " : l'option « Je loue mon bureau » est déjà sélectionnée.",
                ],
              ],
            },
            {
              title: 'Renseignez vos coordonnées',
              body: [
                "Indiquez votre prénom, votre nom, votre e-mail, votre téléphone (format +212) et un mot de passe d'au moins 6 caractères.",
                'Utilisez ce formulaire plutôt que la connexion Google, qui crée un compte locataire.',
              ],
            },
            {
              title: 'Accédez à votre tableau de bord',
              body: [
                'Une fois le compte créé, vous arrivez sur votre tableau de bord hôte. Pensez à compléter votre profil (photo, profession, bio) : il inspire confiance aux locataires.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'publier-votre-annonce',
      heading: 'Publier votre annonce, section par section',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cliquez sur « Ajouter » dans la barre de navigation. Le formulaire comporte sept sections :',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Informations de base',
              body: [
                "Donnez un titre clair et une description détaillée, puis choisissez le type d'espace : bureau individuel, bureau fermé (équipe), open-space, salle de réunion, espace de coworking ou autre. Pour « Autre », précisez de quel espace il s'agit.",
              ],
            },
            {
              title: 'Localisation',
              body: [
                "Commencez à saisir l'adresse, puis sélectionnez-la dans la liste de suggestions : l'adresse, la ville et la position sur la carte sont alors renseignées automatiquement. Une adresse saisie sans être choisie dans la liste n'est pas acceptée.",
              ],
            },
            {
              title: 'Détails techniques',
              body: ['Précisez :'],
              list: [
                'la superficie en m² et le nombre de postes de travail ;',
                "l'étage (0 pour le rez-de-chaussée) et la présence d'un ascenseur ;",
                "l'accessibilité aux personnes à mobilité réduite ;",
                'le type de connexion : fibre optique, ADSL ou 4G/5G ;',
                'le parking : aucun, gratuit ou payant ;',
                'la durée minimale de location, en jours.',
              ],
            },
            {
              title: 'Tarifs',
              body: [
                "Indiquez un prix par jour et un prix par mois, en MAD. Le prix total d'une réservation est calculé automatiquement à partir de ces tarifs.",
              ],
            },
            {
              title: 'Équipements',
              body: [
                'Cochez les équipements disponibles : Wi-Fi haut débit, café/thé, imprimante, écran externe, tableau blanc, réception, sécurité 24h/24, projecteur…',
              ],
            },
            {
              title: 'Équipements supplémentaires',
              body: [
                'Signalez le confort en plus : climatisation, chauffage, cuisine équipée, machine à café, casiers sécurisés, espace détente, vue sur mer…',
              ],
            },
            {
              title: 'Photos',
              body: [
                'Ajoutez plusieurs images, que vous pouvez retirer avant la publication. La première photo sert de couverture dans les résultats de recherche.',
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Cliquez enfin sur « Publier le bureau ». Le bouton « Annuler » vous ramène au tableau de bord sans rien enregistrer.',
        },
      ],
    },
    {
      id: 'conseils',
      heading: 'Conseils pour une annonce qui se démarque',
      blocks: [
        { type: 'heading', text: 'Photos' },
        {
          type: 'list',
          items: [
            'Photographiez de jour, fenêtres ouvertes et lumières allumées.',
            "Rangez l'espace : bureaux dégagés, câbles masqués, aucun document personnel visible.",
            "Montrez l'ensemble de la pièce, puis les détails utiles : postes, salle de réunion, coin café, vue.",
            'Choisissez comme première photo la plus représentative, en format paysage.',
          ],
        },
        { type: 'heading', text: 'Prix' },
        {
          type: 'list',
          items: [
            'Comparez avec les annonces similaires de votre ville dans la recherche.',
            'Proposez un prix mensuel avantageux par rapport au prix journalier pour attirer des locataires réguliers.',
            'Annoncez clairement ce qui est inclus : internet, charges, café, ménage, parking.',
          ],
        },
        { type: 'heading', text: 'Description' },
        {
          type: 'list',
          items: [
            "Commencez par l'essentiel : type d'espace, capacité, quartier.",
            "Précisez les conditions d'accès : horaires, badge ou clés, accueil.",
            "Mentionnez l'environnement : transports, restaurants, banques à proximité.",
            'Restez exact : une description fidèle évite les déceptions et les litiges.',
          ],
        },
      ],
    },
    {
      id: 'validation',
      heading: 'Validation de votre annonce',
      blocks: [
        {
          type: 'paragraph',
          text: "Une annonce publiée n'est pas visible tout de suite : elle a le statut « En attente de validation » jusqu'à ce qu'un administrateur de Maktabi l'approuve. Vous la voyez avec ce badge dans votre tableau de bord hôte.",
        },
        {
          type: 'paragraph',
          text: "Une fois approuvée, elle apparaît dans la recherche et peut recevoir des réservations. L'administrateur peut suspendre une annonce à tout moment si elle ne respecte plus les conditions d'utilisation, par exemple en cas d'informations inexactes.",
        },
        {
          type: 'paragraph',
          text: [
            'Votre annonce reste en attente plus longtemps que prévu ? ',
            { to: '/support', text: 'Contactez le support' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'gerer-vos-reservations',
      heading: 'Gérer vos réservations',
      blocks: [
        {
          type: 'list',
          items: [
            'Les locataires réservent votre espace à la journée ou au mois, éventuellement pour une durée indéterminée.',
            'Chaque nouvelle réservation a le statut « En attente admin » : un administrateur la valide (« Confirmée ») ou la refuse (« Refusée ») dans les 24 heures. Pendant ce délai, les jours demandés sont retenus ; sans décision, ils sont libérés.',
            "Le locataire peut annuler sa demande tant qu'elle est « En attente admin ».",
            'Votre tableau de bord hôte affiche vos annonces, les réservations reçues avec leur statut, et vos revenus, calculés sur les réservations confirmées.',
          ],
        },
        {
          type: 'note',
          title: "Préparez l'arrivée de vos locataires",
          text: [
            "Dès qu'une réservation est confirmée, préparez l'accès, le code Wi-Fi et les consignes de l'espace. Si vous ne pouvez plus honorer une réservation, prévenez immédiatement le ",
            { to: '/support', text: 'support Maktabi' },
            '.',
          ],
        },
      ],
    },
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* /host/resources                                                                            */
/* ------------------------------------------------------------------------------------------ */

export const hostResourcesContent: StaticPageContent = {
  title: 'Ressources pour les hôtes',
  description:
    "Repères de prix selon la ville, check-list d'un bon espace de travail, rappels juridiques et fiscaux au Maroc, assurance et sécurité pour les hôtes Maktabi.",
  intro: [
    'Quelques repères pour proposer un espace de travail attractif, au juste prix et en toute sérénité.',
    [
      'Pour publier votre première annonce, suivez le ',
      { to: '/host/guide', text: "guide de l'hôte" },
      '.',
    ],
  ],
  sections: [
    {
      id: 'fixer-vos-prix',
      heading: 'Fixer vos prix selon la ville',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les prix dépendent surtout de la ville, du quartier, du standing et des services inclus. Les fourchettes ci-dessous sont de simples repères pour un espace meublé avec internet ; vérifiez toujours les annonces comparables de votre secteur.',
        },
        {
          type: 'table',
          caption: 'Fourchettes de prix indicatives, en MAD',
          columns: [
            'Type de ville',
            'Poste en open-space ou coworking, par jour',
            'Bureau individuel, par mois',
          ],
          rows: [
            {
              header: "Grands pôles d'affaires (Casablanca, Rabat)",
              cells: ['120 à 250 MAD', '2 500 à 6 000 MAD'],
            },
            {
              header: 'Villes touristiques et économiques (Marrakech, Tanger, Agadir)',
              cells: ['100 à 200 MAD', '2 000 à 4 500 MAD'],
            },
            {
              header: 'Villes moyennes (Fès, Meknès, Oujda, Kénitra, Tétouan…)',
              cells: ['70 à 150 MAD', '1 500 à 3 500 MAD'],
            },
          ],
        },
        {
          type: 'list',
          items: [
            "Une salle de réunion équipée (écran, tableau blanc) se loue généralement plus cher à la journée qu'un poste de travail.",
            'Le prix mensuel est souvent fixé autour de 15 à 20 fois le prix journalier, pour récompenser les locataires réguliers.',
            "Le prix s'applique à l'espace tel que décrit : indiquez dans la description combien de personnes il peut accueillir.",
            "Un quartier d'affaires, une vue dégagée ou un parking gratuit justifient un prix plus élevé ; ajustez vos tarifs si vous recevez peu de demandes.",
          ],
        },
      ],
    },
    {
      id: 'check-list',
      heading: "Check-list d'un bon espace de travail",
      blocks: [
        {
          type: 'list',
          items: [
            'Une connexion internet stable, dont vous avez testé le débit, et un code Wi-Fi facile à transmettre.',
            'Des sièges confortables, des bureaux à bonne hauteur et un bon éclairage, naturel si possible.',
            'Suffisamment de prises électriques à portée de chaque poste.',
            'Une température agréable en toute saison : climatisation ou chauffage en état de marche.',
            'Un espace propre, nettoyé entre deux réservations, et des sanitaires entretenus.',
            "De l'eau, et si possible du café ou du thé.",
            "Des consignes d'accès claires : horaires, badge ou clés, personne à contacter sur place.",
            'Pour une salle de réunion : une bonne isolation phonique, un écran ou un projecteur, un tableau blanc.',
            "Des photos et une description à jour, y compris pour l'accessibilité et le stationnement.",
          ],
        },
      ],
    },
    {
      id: 'rappels-juridiques-et-fiscaux',
      heading: 'Rappels juridiques et fiscaux au Maroc',
      blocks: [
        {
          type: 'note',
          title: 'À titre indicatif',
          text: 'Ces rappels sont généraux et ne constituent pas un conseil juridique ou fiscal. Les règles dépendent de votre situation (particulier, entreprise, propriétaire ou locataire) et peuvent évoluer : consultez un professionnel, comme un expert-comptable, un avocat ou un notaire.',
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Déclarez vos revenus locatifs.' },
              ' Les revenus tirés de la location de locaux sont en principe imposables au Maroc. Renseignez-vous auprès de la Direction générale des impôts (DGI) ou de votre comptable sur le régime applicable et vos obligations déclaratives.',
            ],
            [
              { strong: 'Vérifiez votre bail.' },
              " Si vous êtes vous-même locataire des locaux, assurez-vous que votre bail autorise la sous-location ou la mise à disposition à des tiers et, si nécessaire, obtenez l'accord écrit du propriétaire.",
            ],
            [
              { strong: "Contrôlez l'usage autorisé des locaux." },
              " Le règlement de copropriété et la destination des locaux doivent permettre un usage professionnel et l'accueil de personnes extérieures.",
            ],
            [
              { strong: 'Pensez aux taxes locales.' },
              " Selon votre situation, des taxes locales, comme la taxe professionnelle ou la taxe de services communaux, peuvent s'appliquer.",
            ],
            [
              { strong: 'Conservez vos justificatifs.' },
              ' Gardez une trace de chaque location : dates, montants perçus et reçus ou factures remis aux locataires.',
            ],
            [
              { strong: 'Ne confondez pas location et domiciliation.' },
              " Mettre un bureau à disposition ne permet pas, à lui seul, à une entreprise d'y fixer son siège : la domiciliation obéit à des règles spécifiques.",
            ],
          ],
        },
      ],
    },
    {
      id: 'assurance',
      heading: 'Assurance',
      blocks: [
        {
          type: 'list',
          items: [
            'Informez votre assureur que vous accueillez des locataires dans vos locaux et vérifiez que votre contrat le couvre.',
            'Souscrivez une responsabilité civile couvrant les dommages que pourraient subir vos locataires et leurs visiteurs.',
            "Une assurance multirisque pour les bureaux protège vos locaux et votre matériel contre l'incendie, les dégâts des eaux et le vol ; lisez attentivement les exclusions.",
            'Pour les locations au mois, vous pouvez demander au locataire une attestation de responsabilité civile professionnelle.',
            "Photographiez l'espace et tenez un inventaire du matériel avant chaque arrivée : en cas de dommage, ces éléments facilitent les échanges.",
          ],
        },
      ],
    },
    {
      id: 'securite',
      heading: 'Sécurité',
      blocks: [
        {
          type: 'list',
          items: [
            "Équipez l'espace d'extincteurs accessibles et vérifiés, et si possible de détecteurs de fumée.",
            'Gardez les issues de secours dégagées et signalées.',
            "Faites contrôler l'installation électrique et évitez les multiprises surchargées.",
            'Prévoyez une trousse de premiers secours.',
            "Affichez les consignes de sécurité et les numéros d'urgence : police 19, protection civile (pompiers) 15, gendarmerie royale 177.",
            "Proposez un réseau Wi-Fi dédié aux locataires et changez régulièrement les codes d'accès.",
            "Récupérez badges et clés à la fin de chaque location et ne laissez aucun document confidentiel dans l'espace.",
          ],
        },
        {
          type: 'paragraph',
          text: [
            "Un incident lors d'une location ? Signalez-le au ",
            { to: '/support', text: 'support Maktabi' },
            '.',
          ],
        },
      ],
    },
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* /terms                                                                                     */
/* ------------------------------------------------------------------------------------------ */

export const termsContent: StaticPageContent = {
  title: "Conditions générales d'utilisation",
  description:
    "Conditions générales d'utilisation de Maktabi : inscription, annonces, réservations et validation, prix, annulation, responsabilités et droit applicable.",
  lastUpdated,
  intro: [
    "Les présentes conditions générales d'utilisation (les « CGU ») encadrent l'utilisation de Maktabi (la « Plateforme »), service en ligne qui met en relation des hôtes proposant des espaces de travail au Maroc et des locataires souhaitant les réserver.",
    'En créant un compte ou en utilisant la Plateforme, vous acceptez les présentes CGU sans réserve.',
  ],
  sections: [
    {
      id: 'article-1-objet',
      heading: 'Article 1 – Objet',
      blocks: [
        {
          type: 'paragraph',
          text: "Les CGU définissent les conditions dans lesquelles les utilisateurs accèdent à la Plateforme et l'utilisent pour publier, rechercher et réserver des bureaux, salles de réunion et espaces de coworking, à la journée ou au mois.",
        },
        {
          type: 'paragraph',
          text: "Maktabi agit en qualité d'intermédiaire : la mise à disposition de l'espace est convenue entre l'hôte et le locataire. Maktabi n'est ni propriétaire ni exploitant des espaces proposés.",
        },
      ],
    },
    {
      id: 'article-2-inscription',
      heading: 'Article 2 – Inscription et compte',
      blocks: [
        {
          type: 'list',
          items: [
            "L'inscription est ouverte aux personnes majeures et capables, agissant pour leur compte ou pour celui d'une entreprise qu'elles représentent.",
            "Le compte est créé avec une adresse e-mail et un mot de passe d'au moins 6 caractères, ou avec un compte Google.",
            'Vous vous engagez à fournir des informations exactes et à les tenir à jour depuis votre profil.',
            "Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité réalisée depuis votre compte. En cas d'oubli, un nouveau mot de passe peut être choisi depuis la page de connexion.",
          ],
        },
      ],
    },
    {
      id: 'article-3-roles',
      heading: 'Article 3 – Rôles des utilisateurs',
      blocks: [
        {
          type: 'definitions',
          items: [
            {
              term: 'Locataire',
              details: [
                'Recherche des espaces, envoie des demandes de réservation, suit ses réservations et enregistre des favoris.',
              ],
            },
            {
              term: 'Hôte',
              details: [
                "Publie et gère des annonces d'espaces de travail et consulte les réservations reçues.",
              ],
            },
            {
              term: 'Administrateur',
              details: [
                "Membre de l'équipe Maktabi qui approuve ou suspend les annonces, valide ou refuse les réservations et gère les comptes.",
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          text: "Le rôle de locataire ou d'hôte est choisi lors de l'inscription. Un compte créé avec Google a le rôle de locataire.",
        },
      ],
    },
    {
      id: 'article-4-annonces',
      heading: 'Article 4 – Annonces',
      blocks: [
        {
          type: 'list',
          items: [
            "L'hôte garantit qu'il dispose du droit de proposer l'espace à la location, notamment au regard de son bail, du règlement de copropriété et de la réglementation applicable.",
            "Les informations de l'annonce (description, adresse, superficie, équipements, tarifs) doivent être exactes et à jour. Les photos doivent représenter fidèlement l'espace et appartenir à l'hôte ou être utilisées avec l'autorisation de leur auteur.",
            "Toute nouvelle annonce a le statut « En attente de validation » et n'est visible dans la recherche qu'après son approbation par un administrateur.",
            'Maktabi peut refuser ou suspendre à tout moment une annonce inexacte, trompeuse, illicite ou contraire aux présentes CGU.',
          ],
        },
      ],
    },
    {
      id: 'article-5-reservations',
      heading: 'Article 5 – Réservations et validation',
      blocks: [
        {
          type: 'list',
          items: [
            'Le locataire choisit une location à la journée (date de début et date de fin) ou au mois (date de début et date de fin, ou durée indéterminée), puis envoie sa demande.',
            'Toute nouvelle réservation a le statut « En attente admin ». Un administrateur la valide (statut « Confirmée ») ou la refuse (statut « Refusée ») dans un délai de 24 heures à compter de sa création.',
            "Passé ce délai sans décision, la demande n'est plus maintenue : les dates sont libérées et aucune des parties n'est engagée.",
            "Seule une réservation « Confirmée » engage l'hôte et le locataire.",
            "Le locataire s'engage à utiliser l'espace conformément à sa destination, aux consignes de l'hôte et à la durée réservée.",
          ],
        },
      ],
    },
    {
      id: 'article-6-prix-et-paiement',
      heading: 'Article 6 – Prix et paiement',
      blocks: [
        {
          type: 'list',
          items: [
            "Les prix sont fixés librement par l'hôte et affichés en dirhams marocains (MAD), par jour et par mois.",
            "Le montant d'une réservation est calculé automatiquement : nombre de jours × prix par jour pour une location à la journée ; nombre de mois × prix mensuel pour une location au mois à durée déterminée ; prix mensuel dû pour chaque mois pour une location à durée indéterminée.",
            "Aucun paiement n'est exigé lors de l'envoi d'une demande. Le règlement n'est dû que pour une réservation confirmée, selon les modalités convenues entre l'hôte et le locataire.",
            "La création d'un compte, la consultation des annonces et l'envoi de demandes de réservation sont gratuits.",
            "L'hôte est seul responsable des obligations fiscales et déclaratives liées aux revenus qu'il perçoit.",
          ],
        },
      ],
    },
    {
      id: 'article-7-annulation',
      heading: 'Article 7 – Annulation',
      blocks: [
        {
          type: 'list',
          items: [
            "Le locataire peut annuler sans frais sa demande tant qu'elle a le statut « En attente admin », depuis la page Mes réservations.",
            "Une réservation refusée ou non validée dans le délai de 24 heures n'entraîne aucun frais.",
            [
              'Pour annuler une réservation confirmée, le locataire contacte le ',
              { to: '/support', text: 'support' },
              " ; les conditions convenues avec l'hôte s'appliquent.",
            ],
            "L'hôte qui ne peut plus honorer une réservation confirmée en informe Maktabi sans délai, afin que le locataire soit prévenu au plus tôt.",
          ],
        },
      ],
    },
    {
      id: 'article-8-responsabilites',
      heading: 'Article 8 – Responsabilités',
      blocks: [
        {
          type: 'list',
          items: [
            "Maktabi met en œuvre les moyens raisonnables pour assurer l'accès et le bon fonctionnement de la Plateforme, sans pouvoir garantir une disponibilité ininterrompue.",
            "L'hôte est responsable de l'exactitude de ses annonces, de l'état, de la conformité et de la sécurité de ses espaces, ainsi que de leur assurance.",
            "Le locataire est responsable de l'usage qu'il fait de l'espace et des dommages qu'il pourrait y causer.",
            "Maktabi ne saurait être tenue responsable de l'exécution de la location entre l'hôte et le locataire, ni des dommages résultant d'une information inexacte fournie par un utilisateur.",
            'En cas de manquement aux présentes CGU, Maktabi peut suspendre ou supprimer le compte concerné.',
          ],
        },
      ],
    },
    {
      id: 'article-9-propriete-intellectuelle',
      heading: 'Article 9 – Propriété intellectuelle',
      blocks: [
        {
          type: 'paragraph',
          text: 'La marque Maktabi, son logo, la présentation et les contenus de la Plateforme sont protégés. Toute reproduction sans autorisation préalable est interdite.',
        },
        {
          type: 'paragraph',
          text: "En publiant des contenus (textes, photos), l'utilisateur autorise Maktabi à les reproduire et à les afficher sur la Plateforme, gratuitement et pour la durée de leur publication, aux seules fins du service.",
        },
      ],
    },
    {
      id: 'article-10-donnees-personnelles',
      heading: 'Article 10 – Données personnelles',
      blocks: [
        {
          type: 'paragraph',
          text: [
            "Maktabi traite les données personnelles de ses utilisateurs conformément à la loi n° 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel. Les modalités de ce traitement et vos droits sont décrits dans notre ",
            { to: '/privacy', text: 'politique de confidentialité' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'article-11-modification',
      heading: 'Article 11 – Modification des CGU',
      blocks: [
        {
          type: 'paragraph',
          text: "Maktabi peut modifier les présentes CGU, notamment pour tenir compte d'une évolution du service ou de la réglementation. La date de dernière mise à jour figure en haut de cette page ; en continuant d'utiliser la Plateforme après une modification, vous acceptez les CGU modifiées.",
        },
      ],
    },
    {
      id: 'article-12-droit-applicable',
      heading: 'Article 12 – Droit applicable et litiges',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les présentes CGU sont soumises au droit marocain.',
        },
        {
          type: 'paragraph',
          text: [
            "En cas de différend, les parties recherchent d'abord une solution amiable ; vous pouvez nous écrire à ",
            supportEmailLink,
            ". À défaut d'accord amiable, le litige sera porté devant les tribunaux compétents de Casablanca.",
          ],
        },
      ],
    },
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* /privacy                                                                                   */
/* ------------------------------------------------------------------------------------------ */

export const privacyContent: StaticPageContent = {
  title: 'Politique de confidentialité',
  description:
    'Comment Maktabi collecte, utilise et protège vos données personnelles, et comment exercer vos droits conformément à la loi marocaine 09-08.',
  lastUpdated,
  intro: [
    "Maktabi attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les conservons et comment exercer vos droits, conformément à la loi n° 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.",
  ],
  sections: [
    {
      id: 'responsable-du-traitement',
      heading: 'Responsable du traitement',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Le responsable du traitement est Maktabi, éditeur de la plateforme. Pour toute question relative à vos données, écrivez à ',
            privacyEmailLink,
            '.',
          ],
        },
      ],
    },
    {
      id: 'donnees-collectees',
      heading: 'Données collectées',
      blocks: [
        {
          type: 'definitions',
          items: [
            { term: 'Identité', details: ["Prénom, nom et, si vous l'ajoutez, photo de profil."] },
            { term: 'Contact', details: ['Adresse e-mail et numéro de téléphone.'] },
            {
              term: 'Profil',
              details: ["Rôle (locataire ou hôte), profession, bio et date d'inscription."],
            },
            {
              term: 'Réservations',
              details: [
                'Espace réservé, type de location, dates, prix, statut et date de la demande.',
              ],
            },
            { term: 'Favoris', details: ['Liste des espaces que vous avez enregistrés.'] },
            {
              term: 'Annonces (hôtes)',
              details: [
                'Description, adresse et position sur la carte, photos, équipements et tarifs.',
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          text: "Si vous vous connectez avec Google, nous recevons votre nom et votre adresse e-mail. Votre mot de passe est géré par le service d'authentification : Maktabi n'y a jamais accès en clair.",
        },
      ],
    },
    {
      id: 'finalites',
      heading: 'Finalités',
      blocks: [
        { type: 'paragraph', text: 'Vos données sont utilisées pour :' },
        {
          type: 'list',
          items: [
            'créer et gérer votre compte, et vous permettre de vous connecter ;',
            'publier et afficher les annonces des hôtes ;',
            "traiter les demandes de réservation et leur validation par l'administrateur ;",
            'enregistrer vos favoris ;',
            "répondre à vos demandes d'assistance ;",
            'assurer la sécurité de la plateforme et prévenir les fraudes ;',
            'respecter nos obligations légales.',
          ],
        },
        { type: 'paragraph', text: 'Maktabi ne vend pas vos données personnelles.' },
      ],
    },
    {
      id: 'base-legale',
      heading: 'Base légale',
      blocks: [
        {
          type: 'list',
          items: [
            "L'exécution des conditions générales d'utilisation que vous acceptez en créant un compte : gestion du compte, des annonces et des réservations.",
            'Votre consentement, pour les informations facultatives comme la photo, la profession ou la bio.',
            'Le respect de nos obligations légales, notamment comptables.',
            "L'intérêt légitime de Maktabi à sécuriser la plateforme et à prévenir les abus.",
          ],
        },
      ],
    },
    {
      id: 'duree-de-conservation',
      heading: 'Durée de conservation',
      blocks: [
        {
          type: 'list',
          items: [
            "Les données de votre compte sont conservées tant que celui-ci est actif, puis supprimées ou anonymisées après sa clôture, ou après trois ans d'inactivité.",
            'Les données de réservation sont conservées pendant la durée nécessaire au service, puis archivées pour la durée imposée par la législation, notamment en matière comptable et fiscale.',
            'Les échanges avec le support sont conservés au plus trois ans après le dernier contact.',
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      heading: 'Destinataires',
      blocks: [
        {
          type: 'list',
          items: [
            "L'équipe Maktabi, dans la limite de ses missions, notamment les administrateurs qui valident les annonces et les réservations.",
            "Les hôtes, pour les réservations de leurs espaces ; les locataires voient le nom de l'hôte sur l'annonce.",
            'Notre hébergeur, les services Google Firebase (authentification, base de données et stockage des fichiers), ainsi que Google pour la connexion avec un compte Google et les cartes de localisation.',
            'Les autorités administratives ou judiciaires, sur demande légale.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Ces prestataires peuvent traiter des données hors du Maroc ; ces transferts ont lieu dans le respect des conditions prévues par la loi n° 09-08.',
        },
      ],
    },
    {
      id: 'cookies-et-stockage-local',
      heading: 'Cookies et stockage local',
      blocks: [
        {
          type: 'list',
          items: [
            "L'application conserve une copie de votre profil (nom, e-mail, rôle…) dans le stockage local (localStorage) de votre navigateur, afin de l'afficher rapidement. Cette copie est effacée lorsque vous vous déconnectez.",
            "Le service d'authentification enregistre dans votre navigateur les informations nécessaires pour maintenir votre session.",
            'Les services Google (connexion avec Google, cartes) peuvent déposer leurs propres cookies, régis par la politique de confidentialité de Google.',
            "Maktabi n'utilise pas de cookies publicitaires.",
          ],
        },
        {
          type: 'paragraph',
          text: 'Vous pouvez effacer ces données à tout moment depuis les réglages de votre navigateur ; vous devrez alors vous reconnecter.',
        },
      ],
    },
    {
      id: 'securite-des-donnees',
      heading: 'Sécurité',
      blocks: [
        {
          type: 'paragraph',
          text: "Les échanges avec la plateforme sont chiffrés et l'accès aux données est limité par des règles d'autorisation : chaque utilisateur n'accède qu'aux informations qui le concernent, et l'espace d'administration est protégé par un mot de passe.",
        },
      ],
    },
    {
      id: 'vos-droits',
      heading: 'Vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: 'Conformément à la loi n° 09-08, vous disposez :',
        },
        {
          type: 'list',
          items: [
            "d'un droit d'information sur les traitements de vos données ;",
            "d'un droit d'accès à vos données ;",
            "d'un droit de rectification, de mise à jour et d'effacement des données inexactes ou incomplètes ;",
            "d'un droit d'opposition, pour des motifs légitimes, au traitement de vos données, et sans motif à leur utilisation à des fins de prospection.",
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Vous pouvez modifier la plupart de vos informations depuis ',
            { to: '/profile', text: 'Mon profil' },
            '. Pour exercer vos autres droits, écrivez à ',
            privacyEmailLink,
            " depuis l'adresse e-mail de votre compte. Nous vous répondrons dans les délais prévus par la loi.",
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Vous pouvez également adresser une réclamation à la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP) : ',
            { href: 'https://www.cndp.ma', text: 'site de la CNDP (cndp.ma)' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Modifications de cette politique',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous pouvons mettre à jour cette politique pour tenir compte d'une évolution du service ou de la réglementation. La date de dernière mise à jour figure en haut de cette page.",
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Pour toute question sur cette politique ou sur vos données : ',
            privacyEmailLink,
            '. Pour les autres demandes, consultez la page ',
            { to: '/support', text: 'Support' },
            '.',
          ],
        },
      ],
    },
  ],
};

/** All the content pages, for lookups by route. */
export const contentText = {
  ui: staticPageUi,
  help: helpContent,
  support: supportContent,
  hostGuide: hostGuideContent,
  hostResources: hostResourcesContent,
  terms: termsContent,
  privacy: privacyContent,
} as const;
