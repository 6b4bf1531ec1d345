import type { ResourceInput } from '@shared/features/resources';

/** Joins HTML blocks: keeps each paragraph of a summary on its own line in the source. */
const html = (...blocks: string[]): string => blocks.join('');

/**
 * The library's seeded resources (real works, trainings, tools and organisations). Links are given
 * only for home pages known to exist; every resource without a link carries a summary.
 */
export const seedResources: ResourceInput[] = [
  // ——— Humanitude ———
  {
    title: 'Humanitude : comprendre la vieillesse, prendre soin des hommes vieux',
    description:
      'L’ouvrage fondateur de l’Humanitude : pourquoi la relation est le cœur du soin, et comment le regard, la parole, le toucher et la verticalité permettent de soigner les personnes âgées vulnérables sans les forcer.',
    type: 'ouvrage',
    approach: 'humanitude',
    audience: 'personnes_agees',
    publisher: 'Yves Gineste, Jérôme Pellissier — Armand Colin',
    content: html(
      '<p>Paru en 2007, ce livre expose les fondements de la méthodologie de soin Gineste-Marescotti. Les auteurs partent d’un constat dérangeant : la personne âgée dépendante est souvent traitée comme un corps à laver, à nourrir ou à changer, et ses refus sont lus comme des symptômes de sa maladie. Ils proposent de penser chaque soin comme une rencontre entre deux personnes, dont le soignant porte la responsabilité.</p>',
      '<h3>Les quatre piliers relationnels</h3>',
      '<p>Les personnes atteintes de troubles cognitifs perçoivent mal les intentions de celui qui s’approche. Le soignant doit donc rendre sa bienveillance perceptible, par des canaux que la maladie n’abîme pas :</p>',
      '<ul><li><strong>Le regard</strong> : à hauteur des yeux, de face, proche et prolongé ; un regard de haut ou de côté est vécu comme dominant ou inexistant.</li><li><strong>La parole</strong> : douce et continue ; quand la personne ne répond plus, on décrit à voix haute ce que l’on fait pour ne pas laisser le silence s’installer.</li><li><strong>Le toucher</strong> : large, doux et progressif ; on évite de saisir un poignet ou un bras « en pince ».</li><li><strong>La verticalité</strong> : se tenir debout, même brièvement chaque jour, entretient la marche, l’autonomie et l’identité.</li></ul>',
      '<h3>À retenir pour le terrain</h3>',
      '<p>Le livre défend le principe « zéro soin de force, sans abandon de soin » : face à un refus, on ne contraint pas ; on diffère, on change d’intervenant ou de moment, puis on revient. Chaque soin suit la même séquence : s’annoncer (frapper, attendre), entrer en relation et obtenir l’accord avant tout geste, garder des messages cohérents pendant le soin, terminer sur un souvenir agréable et convenir du prochain rendez-vous.</p>',
      '<p>Une lecture exigeante mais très concrète, qui gagne à être prolongée par une formation de toute l’équipe : la méthode ne fonctionne que si elle est partagée par tous les intervenants, de jour comme de nuit.</p>',
    ),
  },
  {
    title: 'Formation à la méthodologie de soin Gineste-Marescotti (Humanitude)',
    description:
      'Les Instituts Gineste-Marescotti forment les équipes soignantes à l’Humanitude directement dans les établissements, en alternant apports théoriques et mises en situation pendant les soins réels.',
    type: 'formation',
    approach: 'humanitude',
    audience: 'personnes_agees',
    publisher: 'Instituts Gineste-Marescotti (IGM)',
    link: 'https://www.humanitude.fr',
    content: html(
      '<p>La formation Humanitude se déroule en principe dans l’établissement ou le service, avec des groupes de soignants de toutes les fonctions. Les formateurs agréés alternent apports en salle et accompagnement au lit des personnes soignées, ce qui permet de tester immédiatement les techniques sur les situations qui posent problème à l’équipe.</p>',
      '<h3>Contenus travaillés</h3>',
      '<ul><li>La « capture sensorielle » : entrer en relation par le regard, la parole et le toucher avant tout geste technique.</li><li>La séquence de soin en cinq étapes, de l’annonce de sa présence à la consolidation émotionnelle.</li><li>L’évaluation des capacités de la personne pour choisir le soin le plus adapté (toilette debout, au lavabo ou au lit) et ne pas faire à sa place.</li><li>La manutention relationnelle et le maintien de la verticalité.</li></ul>',
      '<p>Les effets les plus souvent rapportés par les équipes sont une diminution des refus de soin et des comportements d’agitation, et une meilleure satisfaction au travail. Ces résultats dépendent fortement de la mise en œuvre : une formation isolée de quelques personnes s’essouffle vite.</p>',
      '<h3>Conseils avant de s’engager</h3>',
      '<p>Impliquez la direction et l’encadrement dès le départ, formez l’ensemble des équipes (y compris les veilles et le personnel hôtelier), désignez des référents et prévoyez des temps de reprise des situations difficiles. Les établissements qui poursuivent la démarche peuvent viser le label Humanitude.</p>',
    ),
  },
  // ——— Validation ———
  {
    title: 'Validation : la méthode de Naomi Feil',
    description:
      'Le livre de référence de Naomi Feil en français : comprendre la désorientation des personnes très âgées et communiquer avec elles en acceptant leur réalité plutôt qu’en cherchant à la corriger.',
    type: 'ouvrage',
    approach: 'validation',
    audience: 'personnes_agees',
    publisher: 'Naomi Feil — Éditions Lamarre',
    content: html(
      '<p>Travailleuse sociale américaine, Naomi Feil a développé la Validation entre 1963 et 1980 auprès de personnes très âgées désorientées. Son point de départ : derrière les propos et les comportements qui semblent incohérents se cachent des émotions et des besoins réels, souvent liés à l’histoire de vie. Corriger la personne (« votre mère est morte depuis longtemps ») l’enferme dans l’angoisse ou la colère ; reconnaître l’émotion l’apaise.</p>',
      '<h3>Quatre phases de désorientation</h3>',
      '<p>Le livre décrit quatre phases, de la mal-orientation (la personne reste orientée mais exprime des conflits anciens par des reproches ou des accusations) à la confusion temporelle, puis aux mouvements répétitifs et enfin au repli. Chaque phase appelle des techniques différentes : la parole domine au début, le non-verbal devient central ensuite.</p>',
      '<h3>Techniques utilisables au quotidien</h3>',
      '<ul><li>Se centrer avant l’échange : respirer, mettre de côté sa propre tension.</li><li>Poser des questions ouvertes et factuelles (qui, quoi, où, quand, comment), en évitant « pourquoi ».</li><li>Reformuler avec les mots clés de la personne et sur le même ton.</li><li>Utiliser l’extrême (« c’est le pire que vous ayez vécu ? ») et la réminiscence (« comment faisiez-vous avant ? »).</li><li>Aux phases avancées : regard sincère et proche, voix claire et chaleureuse, toucher ancré, reprise du rythme des mouvements, chansons connues.</li></ul>',
      '<p>La Validation n’est ni un mensonge ni une réorientation : on accompagne l’émotion sans confirmer ni contredire les faits. Le livre convient aux soignants, animateurs et proches ; il se lit utilement avant une formation certifiante.</p>',
    ),
  },
  {
    title: 'Formations certifiantes en Validation (Validation Training Institute)',
    description:
      'Le Validation Training Institute, fondé par Naomi Feil, définit et certifie les formations à la Validation dispensées dans le monde par des organisations agréées (AVO), du niveau praticien au niveau enseignant.',
    type: 'formation',
    approach: 'validation',
    audience: 'personnes_agees',
    publisher: 'Validation Training Institute (VTI)',
    link: 'https://vfvalidation.org',
    content: html(
      '<p>Le Validation Training Institute (VTI) garantit la qualité des formations à la méthode de Naomi Feil. Les cursus certifiants sont proposés par des organisations agréées (AVO, <em>Authorized Validation Organisation</em>), qui travaillent selon des standards communs et des formateurs eux-mêmes certifiés.</p>',
      '<h3>Les niveaux de certification</h3>',
      '<ul><li><strong>Niveau 1 — praticien</strong> : utiliser les techniques verbales et non verbales en relation individuelle.</li><li><strong>Niveau 2 — praticien de groupe</strong> : animer des groupes de Validation avec des rôles, des chants et des thèmes.</li><li><strong>Niveau 3 — présentateur puis enseignant</strong> : transmettre la méthode et former d’autres professionnels.</li></ul>',
      '<p>À côté des cursus certifiants, les AVO proposent souvent des journées d’introduction pour les équipes et des cours pour les proches. Les formations certifiantes reposent sur des exercices pratiques entre les sessions : entretiens avec une personne désorientée, analyse écrite, retour du formateur.</p>',
      '<p>Avant de vous inscrire, vérifiez que l’organisme est bien agréé par le VTI, que le cursus prévoit de la pratique supervisée et que votre institution pourra libérer du temps pour les exercices. Renseignez-vous sur les organisations agréées actives en Suisse romande.</p>',
    ),
  },
  {
    title: 'Gladys Wilson and Naomi Feil',
    description:
      'Une courte vidéo devenue célèbre : Naomi Feil entre en contact, par le regard, le toucher, le rythme et le chant, avec Gladys Wilson, une femme atteinte de la maladie d’Alzheimer qui ne parlait presque plus.',
    type: 'video',
    approach: 'validation',
    audience: 'personnes_agees',
    publisher: 'Naomi Feil — Memory Bridge',
    content: html(
      '<p>Filmée par l’organisation américaine Memory Bridge, cette séquence de quelques minutes montre Naomi Feil face à Gladys Wilson, une résidente qui vit au stade avancé de la maladie et ne communique presque plus par la parole. Gladys tape régulièrement sur l’accoudoir de son fauteuil ; Naomi Feil s’approche, s’assoit tout près, et reprend ce rythme.</p>',
      '<p>Peu à peu, par un regard soutenu, un toucher du visage et des mains, puis des chants religieux liés à l’histoire de Gladys, la relation s’établit : Gladys répond, chante, serre les mains de Naomi Feil et laisse paraître une émotion intense. La vidéo circule largement dans les formations à la Validation.</p>',
      '<h3>Comment l’utiliser en équipe</h3>',
      '<ul><li>Visionner une première fois sans commentaire, puis une seconde fois en relevant chaque technique non verbale utilisée (distance, rythme, toucher, voix, chant).</li><li>Discuter de ce qui, dans la biographie des résidents, pourrait servir de point d’entrée (chants, prières, gestes de métier).</li><li>Rappeler que le toucher se propose et ne s’impose pas : observer les signes d’acceptation ou de retrait.</li></ul>',
      '<p>La démonstration est celle d’une experte : elle montre une direction de travail, pas un résultat à obtenir à chaque rencontre.</p>',
    ),
  },
  {
    title: 'Validation therapy for dementia',
    description:
      'Revue systématique Cochrane sur la thérapie par la Validation : un état des lieux des preuves disponibles, utile pour situer la méthode entre pratique relationnelle reconnue et données scientifiques encore limitées.',
    type: 'recherche',
    approach: 'validation',
    audience: 'personnes_agees',
    publisher: 'Martin Neal, Philippa Barton Wright — Cochrane Database of Systematic Reviews, 2003',
    content: html(
      '<p>Cette revue de la Collaboration Cochrane a recherché tous les essais contrôlés randomisés évaluant la Validation auprès de personnes vivant avec une démence ou des troubles cognitifs. Elle rappelle l’origine de la méthode (Naomi Feil, 1963-1980), ses quatre phases de désorientation et les critiques qu’elle a suscitées chez certains chercheurs.</p>',
      '<h3>Ce que disent les résultats</h3>',
      '<p>Seuls quelques essais, de petite taille et de qualité variable, répondaient aux critères. Les auteurs concluent que les données sont insuffisantes pour affirmer ou infirmer l’efficacité de la Validation sur les troubles du comportement, l’humeur ou la cognition. Absence de preuve ne signifie pas preuve d’absence : la méthode a simplement été peu étudiée avec des protocoles rigoureux.</p>',
      '<h3>Conséquences pour la pratique</h3>',
      '<ul><li>Présenter la Validation comme une approche relationnelle cohérente avec les soins centrés sur la personne, pas comme un traitement dont l’efficacité serait démontrée.</li><li>Documenter localement ses effets : observation du bien-être, fréquence des épisodes d’agitation, vécu des soignants.</li><li>Combiner la Validation avec les autres recommandations (recherche de douleur, adaptation de l’environnement, activités significatives).</li></ul>',
      '<p>Cette revue date de plusieurs années : vérifiez dans la Bibliothèque Cochrane s’il existe une mise à jour ou des synthèses plus récentes avant d’en citer les conclusions.</p>',
    ),
  },
  // ——— Montessori (personnes âgées) ———
  {
    title: 'Montessori-Based Activities for Persons with Dementia, Volume 1',
    description:
      'Le manuel fondateur de Cameron Camp, qui transpose les principes de Maria Montessori aux personnes vivant avec une démence : des activités structurées et adaptées aux capacités préservées, pour favoriser l’engagement et la réussite.',
    type: 'ouvrage',
    approach: 'montessori',
    audience: 'personnes_agees',
    publisher: 'Cameron J. Camp (dir.) — Myers Research Institute, 1999',
    content: html(
      '<p>Psychologue et chercheur, Cameron Camp a constaté que les principes pédagogiques de Maria Montessori rejoignent ceux de la réadaptation : partir de ce que la personne sait encore faire, décomposer les tâches, proposer un matériel qui guide l’action. Ce manuel, traduit depuis dans plusieurs langues dont le français, est à l’origine du programme connu sous le nom de <em>Montessori-Based Dementia Programming</em> ; un second volume a suivi en 2006.</p>',
      '<h3>Principes à appliquer</h3>',
      '<ul><li>S’appuyer sur la mémoire procédurale, longtemps préservée : gestes de la vie quotidienne, du métier, des loisirs.</li><li>Aller du simple au complexe et du concret à l’abstrait ; découper l’activité en étapes.</li><li>Montrer plutôt qu’expliquer, en parlant peu.</li><li>Utiliser un matériel attrayant, familier, qui permet de constater soi-même la réussite.</li><li>Proposer des choix et laisser la personne faire à son rythme.</li></ul>',
      '<p>Le manuel présente des activités concrètes (tri, appariement, versement, lecture en groupe, activités de la vie pratique) avec leur objectif, le matériel, la présentation pas à pas et les variantes plus simples ou plus difficiles.</p>',
      '<p>Sur le terrain, l’enjeu n’est pas d’occuper mais de redonner des rôles : mettre la table, plier le linge, lire pour les autres. Observez l’engagement de la personne plutôt que le résultat, et évitez tout matériel ou ton qui infantilise.</p>',
    ),
  },
  {
    title: 'Formation à la méthode Montessori adaptée aux personnes âgées',
    description:
      'AG&D, qui a diffusé en France et en Suisse romande l’adaptation Montessori de Cameron Camp, forme les équipes à changer de regard sur la démence, à soutenir les capacités préservées et à redonner des rôles aux résidents.',
    type: 'formation',
    approach: 'montessori',
    audience: 'personnes_agees',
    publisher: 'AG&D (Jérôme Erkes)',
    content: html(
      '<p>Sous l’impulsion du psychologue Jérôme Erkes, qui a travaillé avec Cameron Camp, AG&D propose depuis le début des années 2010 des formations à la méthode Montessori adaptée aux personnes âgées présentant des troubles cognitifs. Des établissements médico-sociaux de Suisse romande comptent parmi les structures formées.</p>',
      '<h3>Un changement de regard</h3>',
      '<p>La démence y est abordée comme un handicap cognitif : plutôt que de se focaliser sur les pertes, l’équipe identifie les capacités préservées et adapte l’environnement pour que la personne puisse continuer à agir. L’objectif est de lui redonner des buts, des choix et une place dans la communauté.</p>',
      '<ul><li>Laisser le choix, même simple, pour susciter l’engagement.</li><li>Aider la personne à faire seule plutôt que faire à sa place.</li><li>Aménager l’environnement : signalétique lisible, repères, objets accessibles.</li><li>Proposer des rôles sociaux réels : accueillir, servir, arroser, animer.</li></ul>',
      '<p>Pour que la démarche tienne dans la durée, formez des personnes de toutes les fonctions (soins, animation, hôtellerie, cuisine), associez les familles et l’encadrement, et réévaluez régulièrement les capacités de chaque résident.</p>',
    ),
  },
  {
    title: 'A Systematic Review of Montessori-Based Activities for Persons With Dementia',
    description:
      'Revue systématique de la recherche sur les activités Montessori auprès des personnes vivant avec une démence : ce qui est bien étayé (alimentation), ce qui l’est moins (cognition, engagement) et ce qu’il reste à démontrer.',
    type: 'recherche',
    approach: 'montessori',
    audience: 'personnes_agees',
    publisher:
      'Christine L. Sheppard, Caitlin McArthur, Sander L. Hitzig — Journal of the American Medical Directors Association, 2016',
    content: html(
      '<p>Les auteurs, de l’Université de Waterloo (Canada), ont recherché toutes les études publiées jusqu’en 2015 sur les activités Montessori destinées aux personnes vivant avec une démence. Sur 150 articles repérés, 14 ont été retenus et leur qualité méthodologique a été évaluée de façon indépendante.</p>',
      '<h3>Principaux résultats</h3>',
      '<ul><li><strong>Alimentation</strong> : le niveau de preuve est le plus solide ; les difficultés à manger peuvent diminuer grâce à des activités Montessori ciblées.</li><li><strong>Cognition</strong> : des bénéfices sont rapportés, mais les preuves sont faibles et concernent surtout l’attention et la mémoire.</li><li><strong>Engagement et affect</strong> : plusieurs études montrent davantage d’engagement constructif et d’émotions positives pendant les activités, mais les résultats restent mitigés.</li></ul>',
      '<p>Les auteurs soulignent l’absence de données sur les effets à long terme et la diversité des protocoles, qui rend les comparaisons difficiles.</p>',
      '<p>Pour les équipes, cette revue invite à adopter l’approche Montessori pour ce qu’elle apporte au quotidien (participation, plaisir, repas plus autonomes) tout en mesurant ses effets sur place, par exemple avec une grille simple d’observation de l’engagement.</p>',
    ),
  },
  // ——— Montessori (enfants) ———
  {
    title: 'L’Enfant',
    description:
      'Un des textes majeurs de Maria Montessori : l’enfant y est décrit comme le constructeur de lui-même, et l’adulte comme celui qui prépare l’environnement et observe, au lieu de diriger chaque apprentissage.',
    type: 'ouvrage',
    approach: 'montessori',
    audience: 'enfants',
    publisher: 'Maria Montessori — Desclée de Brouwer',
    content: html(
      '<p>Dans ce livre paru en français dans les années 1930, Maria Montessori, médecin et pédagogue italienne, rassemble ce qu’elle a observé dans les premières « Maisons des enfants ». Elle y défend une idée simple et radicale : l’enfant possède un élan intérieur qui le pousse à se développer, et bien des difficultés naissent d’un adulte qui interrompt, presse ou fait à sa place.</p>',
      '<h3>Notions clés</h3>',
      '<ul><li><strong>Les périodes sensibles</strong> : des moments où l’enfant est particulièrement attiré par l’ordre, le langage, le mouvement ou les petits détails.</li><li><strong>L’environnement préparé</strong> : un mobilier à sa taille, un matériel ordonné et accessible, des activités réelles.</li><li><strong>La concentration</strong> : lorsqu’un enfant est absorbé par une activité choisie, il s’apaise et gagne en autonomie.</li></ul>',
      '<h3>Pour la pratique</h3>',
      '<p>Observez avant d’intervenir, laissez l’enfant terminer ce qu’il a commencé, proposez des activités de vie pratique (verser, ranger, préparer), montrez lentement et avec peu de mots. Ces principes sont utiles en crèche, à l’école, en institution spécialisée comme à la maison, y compris auprès d’enfants en situation de handicap, public avec lequel Maria Montessori a commencé son travail.</p>',
      '<p>Le livre est court et se lit facilement ; il constitue une bonne porte d’entrée avant <em>L’Esprit absorbant de l’enfant</em> ou une formation reconnue.</p>',
    ),
  },
  {
    title: 'Les Lois naturelles de l’enfant',
    description:
      'Le récit d’une enseignante qui a appliqué, dans une classe maternelle de Gennevilliers, des principes inspirés de Maria Montessori et des sciences cognitives : autonomie, âges mélangés, bienveillance et langage riche.',
    type: 'ouvrage',
    approach: 'montessori',
    audience: 'enfants',
    publisher: 'Céline Alvarez — Les Arènes, 2016',
    content: html(
      '<p>De 2011 à 2014, Céline Alvarez a mené dans une école maternelle d’un quartier défavorisé de Gennevilliers une expérience pédagogique qui a fait grand bruit. Elle y a installé une classe à âges mélangés, avec du matériel inspiré de Montessori, des activités choisies librement et une grande attention portée aux liens entre enfants.</p>',
      '<h3>Ce que propose le livre</h3>',
      '<ul><li>Un environnement ordonné, où l’enfant choisit ses activités et peut les répéter autant qu’il le souhaite.</li><li>Le soutien des fonctions exécutives (attention, mémoire de travail, contrôle de soi) par l’autonomie et les activités de vie pratique.</li><li>Un langage riche et précis, et un adulte chaleureux, disponible et encourageant.</li><li>L’entraide entre grands et petits.</li></ul>',
      '<p>L’ouvrage est très accessible et fourmille d’exemples concrets. Il faut toutefois le lire comme un témoignage : l’expérience a porté sur une seule classe, a été interrompue au bout de trois ans, et ses résultats ne valent pas une évaluation scientifique contrôlée.</p>',
      '<p>Pour les éducateurs et les parents, il offre une porte d’entrée motivante vers la pédagogie Montessori, à compléter par les écrits de Maria Montessori elle-même et par une formation reconnue.</p>',
    ),
  },
  {
    title: 'Le Maître est l’enfant',
    description:
      'Documentaire tourné pendant une année scolaire dans une classe Montessori de 3 à 6 ans à Roubaix, dans la plus ancienne école Montessori de France : une immersion à hauteur d’enfant.',
    type: 'video',
    approach: 'montessori',
    audience: 'enfants',
    publisher: 'Alexandre Mourot (réalisation), 2017',
    content: html(
      '<p>Devenu père, le réalisateur Alexandre Mourot s’est interrogé sur la scolarisation de sa fille. Après avoir visité une vingtaine d’écoles, il a posé sa caméra dans la classe maternelle de Christian Maréchal, à l’école Jeanne-d’Arc de Roubaix : 28 enfants de 3 à 6 ans, filmés pendant plus d’une année. Le film est sorti en salles en 2017.</p>',
      '<p>On y voit des enfants libres de leurs mouvements, qui choisissent leur travail, le répètent, s’entraident et se concentrent longuement, pendant que l’éducateur observe, présente un matériel puis se retire. Des extraits des textes de Maria Montessori ponctuent le film.</p>',
      '<h3>Pistes d’utilisation</h3>',
      '<ul><li>En équipe éducative : repérer comment l’adulte présente une activité (gestes lents, peu de mots) et quand il choisit de ne pas intervenir.</li><li>Avec des parents : ouvrir une discussion sur l’autonomie, le rythme de l’enfant et la place de l’erreur.</li><li>En formation : observer la préparation de l’environnement, le rangement et les règles de vie de la classe.</li></ul>',
      '<p>Le film montre une classe particulièrement aboutie, animée par un éducateur expérimenté : il donne un idéal de référence plutôt qu’une image de toutes les classes qui se réclament de Montessori.</p>',
    ),
  },
  {
    title: 'Association Montessori Internationale (AMI)',
    description:
      'L’association fondée en 1929 par Maria Montessori pour préserver et transmettre son œuvre : informations sur la pédagogie, formations d’éducateurs reconnues et réseau international d’écoles et de formateurs.',
    type: 'site',
    approach: 'montessori',
    audience: 'enfants',
    publisher: 'Association Montessori Internationale',
    link: 'https://montessori-ami.org',
  },
  // ——— Soins centrés sur la personne ———
  {
    title: 'Dementia Reconsidered: The Person Comes First',
    description:
      'Le livre fondateur des soins centrés sur la personne dans la démence : Tom Kitwood montre que le bien-être dépend autant de l’environnement social que des lésions cérébrales, et décrit les attitudes qui le favorisent ou le détruisent.',
    type: 'ouvrage',
    approach: 'pcc',
    audience: 'personnes_agees',
    publisher: 'Tom Kitwood — Open University Press, 1997',
    content: html(
      '<p>Psychologue à l’Université de Bradford, Tom Kitwood remet en cause une vision purement neurologique de la démence. Pour lui, l’état d’une personne résulte de plusieurs facteurs en interaction : sa personnalité, sa biographie, sa santé physique, l’atteinte neurologique et la psychologie sociale qui l’entoure. Ce dernier facteur est celui sur lequel les soignants ont le plus de prise.</p>',
      '<h3>La « psychologie sociale maligne »</h3>',
      '<p>Kitwood décrit des attitudes souvent involontaires qui dégradent la personne : infantiliser, étiqueter, aller trop vite, ignorer, parler devant elle comme si elle n’était pas là, invalider ses émotions, faire à sa place, la bannir du groupe. Les reconnaître dans sa propre pratique est un premier pas essentiel.</p>',
      '<h3>Les besoins psychologiques</h3>',
      '<ul><li><strong>Le confort</strong> : chaleur, apaisement, sécurité.</li><li><strong>L’attachement</strong> : des liens stables et rassurants.</li><li><strong>L’inclusion</strong> : faire partie du groupe.</li><li><strong>L’occupation</strong> : être impliqué dans des activités qui ont du sens.</li><li><strong>L’identité</strong> : être reconnu dans son histoire.</li></ul>',
      '<p>Au centre se trouve le besoin d’amour. Une réédition commentée, <em>Dementia Reconsidered, Revisited</em>, dirigée par Dawn Brooker, est parue en 2019 ; elle replace le texte dans les connaissances actuelles.</p>',
    ),
  },
  {
    title: 'Towards a Theory of Dementia Care: Personhood and Well-being',
    description:
      'Article fondateur de Kitwood et Bredin : la personne atteinte de démence reste une personne, et son bien-être peut être observé à travers des signes concrets que les équipes apprennent à repérer.',
    type: 'article',
    approach: 'pcc',
    audience: 'personnes_agees',
    publisher: 'Tom Kitwood, Kathleen Bredin — Ageing and Society, 1992',
    content: html(
      '<p>Dans cet article, Tom Kitwood et Kathleen Bredin posent les bases théoriques de ce qui deviendra les soins centrés sur la personne. Ils s’opposent à l’idée que la démence efface progressivement la personne : celle-ci est maintenue, ou au contraire minée, par la qualité des relations qui l’entourent.</p>',
      '<h3>Des indicateurs de bien-être relatif</h3>',
      '<p>Les auteurs proposent une série de signes observables montrant qu’une personne va relativement bien, même à un stade avancé. Parmi eux :</p>',
      '<ul><li>exprimer ses désirs et sa volonté, y compris par le refus ;</li><li>ressentir et exprimer toute une palette d’émotions ;</li><li>prendre l’initiative d’un contact social, montrer de la chaleur ;</li><li>faire preuve d’humour, de créativité, de plaisir visible ;</li><li>se montrer serviable, détendu, attentif aux autres.</li></ul>',
      '<p>Ces indicateurs sont à l’origine de l’outil d’observation <em>Dementia Care Mapping</em>. En équipe, ils peuvent servir de grille simple pour parler d’un résident autrement qu’en termes de troubles : qu’est-ce qui, cette semaine, lui a fait du bien ?</p>',
    ),
  },
  {
    title: 'What is person-centred care in dementia?',
    description:
      'Dawn Brooker propose une définition claire des soins centrés sur la personne, résumée par l’acronyme VIPS : valoriser, individualiser, adopter le point de vue de la personne, soigner l’environnement social.',
    type: 'article',
    approach: 'pcc',
    audience: 'personnes_agees',
    publisher: 'Dawn Brooker — Reviews in Clinical Gerontology, 2003',
    content: html(
      '<p>L’expression « soins centrés sur la personne » est devenue si courante qu’elle risque de ne plus rien dire. Dawn Brooker, qui a poursuivi à Bradford les travaux de Tom Kitwood, en propose une définition opérationnelle en quatre éléments.</p>',
      '<h3>Le modèle VIPS</h3>',
      '<ul><li><strong>V — Valoriser</strong> les personnes vivant avec une démence et ceux qui les soignent, en défendant leurs droits.</li><li><strong>I — Individualiser</strong> l’accompagnement : chaque personne a une histoire, des goûts, des capacités propres.</li><li><strong>P — Perspective</strong> de la personne : chercher à comprendre le monde tel qu’elle le vit, y compris ses comportements.</li><li><strong>S — Social</strong> : offrir un environnement social positif, où la personne se sent reliée et soutenue.</li></ul>',
      '<p>Cette grille a ensuite été développée dans le livre de Dawn Brooker <em>Person-Centred Dementia Care: Making Services Better</em> (Jessica Kingsley Publishers, 2007), avec des indicateurs pour évaluer un service.</p>',
      '<p>Pour une équipe, VIPS est un excellent support de réunion : pour chaque situation difficile, passer en revue les quatre lettres et se demander laquelle a été négligée.</p>',
    ),
  },
  {
    title: 'Dementia Care Mapping (DCM)',
    description:
      'Méthode d’observation structurée issue des travaux de Tom Kitwood : des observateurs formés relèvent le vécu des résidents au fil des heures pour aider l’équipe à améliorer concrètement la qualité des soins.',
    type: 'outil',
    approach: 'pcc',
    audience: 'personnes_agees',
    publisher: 'Tom Kitwood, Kathleen Bredin — Université de Bradford',
    content: html(
      '<p>Le <em>Dementia Care Mapping</em> (cartographie des soins en démence) a été conçu à l’Université de Bradford pour mettre en pratique les soins centrés sur la personne. Il s’agit d’observer, dans les espaces communs, un petit groupe de résidents pendant plusieurs heures, à intervalles réguliers, et de noter ce qu’ils font et comment ils semblent se sentir.</p>',
      '<h3>Ce que l’on observe</h3>',
      '<ul><li>Le type d’activité ou de comportement de chaque personne à chaque intervalle.</li><li>Son niveau d’humeur et d’engagement, de très négatif à très positif.</li><li>Les interactions du personnel qui dévalorisent la personne et celles qui la renforcent.</li></ul>',
      '<p>Les observations sont ensuite restituées à l’équipe, sans jugement individuel, et servent à construire un plan d’action : moments de la journée à améliorer, activités à proposer, attitudes à développer. Le cycle est répété pour mesurer les progrès.</p>',
      '<p>L’utilisation du DCM nécessite une formation spécifique d’observateur, délivrée sous licence. La méthode a été utilisée dans plusieurs essais, notamment l’étude australienne CADRES, et reste une référence pour évaluer la qualité de vie en établissement.</p>',
    ),
  },
  {
    title:
      'Caring for Aged Dementia Care Resident Study (CADRES) of person-centred care, dementia-care mapping, and usual care in dementia: a cluster-randomised trial',
    description:
      'Essai randomisé australien comparant les soins centrés sur la personne, le Dementia Care Mapping et les soins habituels en établissement : une des premières démonstrations que ces approches réduisent l’agitation.',
    type: 'recherche',
    approach: 'recherche',
    audience: 'personnes_agees',
    publisher: 'Lynn Chenoweth, Madeleine T. King, Henry Brodaty et al. — The Lancet Neurology, 2009',
    content: html(
      '<p>Menée dans des établissements de soins de longue durée de la région de Sydney, cette étude a réparti au hasard les établissements entre trois groupes : formation aux soins centrés sur la personne, mise en place du <em>Dementia Care Mapping</em>, ou soins habituels. Les chercheurs ont suivi l’agitation, les symptômes neuropsychiatriques et la qualité de vie des résidents.</p>',
      '<h3>Résultats</h3>',
      '<p>Les deux interventions ont réduit l’agitation des résidents par rapport aux soins habituels, avec des effets qui persistaient au suivi. Ce résultat est important, car il montre qu’une approche non médicamenteuse centrée sur la relation peut agir sur des comportements souvent traités par des psychotropes.</p>',
      '<h3>Leçons pour les établissements</h3>',
      '<ul><li>La formation seule ne suffit pas : les équipes de l’étude bénéficiaient d’un accompagnement pour appliquer les changements.</li><li>Le soutien de la direction et la continuité du personnel conditionnent les résultats.</li><li>Mesurer l’agitation avant et après un projet permet d’en montrer les effets et de motiver les équipes.</li></ul>',
      '<p>L’étude a été menée en Australie et sur une durée limitée ; elle reste néanmoins l’une des références les plus citées pour justifier l’investissement dans les soins centrés sur la personne.</p>',
    ),
  },
  {
    title: 'Alive Inside: A Story of Music & Memory',
    description:
      'Documentaire sur l’initiative Music & Memory : des listes de musique personnalisées, écoutées au casque, réveillent chez des résidents atteints de démence des souvenirs, des émotions et une présence étonnante.',
    type: 'video',
    approach: 'pcc',
    audience: 'personnes_agees',
    publisher: 'Michael Rossato-Bennett (réalisation), 2014',
    content: html(
      '<p>Le film suit Dan Cohen, travailleur social américain, qui apporte dans des maisons de soins des baladeurs contenant la musique aimée de chaque résident. La scène la plus connue montre Henry, un homme très replié, qui s’anime, chante et parle de sa jeunesse en entendant la musique de son époque. Le neurologue Oliver Sacks y commente la force de la mémoire musicale.</p>',
      '<p>Le documentaire a reçu le prix du public au festival de Sundance en 2014. Il plaide pour des soins qui s’intéressent à l’identité et aux plaisirs de la personne, et pas seulement à sa sécurité et à ses traitements.</p>',
      '<h3>Mettre en place une playlist personnalisée</h3>',
      '<ul><li>Recueillir auprès de la personne et de ses proches les musiques de sa jeunesse (entre 10 et 30 ans environ), les chants de fête, les airs religieux ou régionaux.</li><li>Observer les réactions pendant l’écoute : sourire, rythme, chant, ou au contraire tristesse et agitation.</li><li>Proposer le casque sans l’imposer, régler un volume modéré et limiter la durée.</li><li>Utiliser la musique aux moments difficiles de la journée, par exemple en fin d’après-midi, et noter ce qui fonctionne.</li></ul>',
      '<p>Le film est militant et montre surtout des réussites : toutes les personnes ne réagissent pas ainsi, et certaines supportent mal le casque. Il reste un excellent support pour sensibiliser une équipe ou des familles.</p>',
    ),
  },
  {
    title: 'The 36-Hour Day',
    description:
      'Un guide pratique de référence pour les familles qui accompagnent un proche atteint de la maladie d’Alzheimer ou d’une autre démence, réédité et mis à jour depuis sa première parution en 1981.',
    type: 'ouvrage',
    approach: 'pcc',
    audience: 'aidants',
    publisher: 'Nancy L. Mace, Peter V. Rabins — Johns Hopkins University Press',
    content: html(
      '<p>Le titre évoque le sentiment de nombreux proches aidants : des journées qui semblent durer trente-six heures. Écrit par une spécialiste de l’accompagnement et un psychiatre, ce livre en anglais répond aux questions concrètes qui se posent au fil de la maladie, avec un ton direct et bienveillant.</p>',
      '<h3>Thèmes abordés</h3>',
      '<ul><li>Comprendre les symptômes et l’évolution des différentes démences.</li><li>Organiser la vie quotidienne : toilette, repas, habillage, sommeil, incontinence, sécurité du logement.</li><li>Faire face aux comportements déroutants : réactions de panique soudaine, errance, soupçons, répétitions.</li><li>Prendre soin de soi : fatigue, culpabilité, colère, recours aux offres de relève.</li><li>Préparer l’entrée en institution et la fin de vie.</li></ul>',
      '<p>Les chapitres juridiques et financiers concernent le système américain : en Suisse, ces questions se discutent avec Alzheimer Suisse, Pro Senectute ou le service social de la commune.</p>',
      '<p>Les professionnels peuvent s’en inspirer pour préparer des entretiens avec les familles ou des groupes de parole.</p>',
    ),
  },
  // ——— Soutien au comportement positif (PBS) ———
  {
    title: 'Positive Behavior Support: Evolution of an Applied Science',
    description:
      'L’article de référence qui définit le soutien au comportement positif : une approche issue de l’analyse du comportement, centrée sur la qualité de vie et la prévention plutôt que sur la punition.',
    type: 'article',
    approach: 'pbs',
    audience: 'handicap',
    publisher:
      'Edward G. Carr, Glen Dunlap, Robert H. Horner et al. — Journal of Positive Behavior Interventions, 2002',
    content: html(
      '<p>Signé par un collectif de chercheurs majeurs du domaine, cet article retrace la naissance du soutien au comportement positif (PBS). Il est issu de trois courants : l’analyse appliquée du comportement, le mouvement pour l’inclusion et la normalisation des conditions de vie, et les valeurs de la planification centrée sur la personne.</p>',
      '<h3>Les caractéristiques du PBS</h3>',
      '<ul><li>Viser un changement global du mode de vie et de la qualité de vie, pas seulement la disparition d’un comportement.</li><li>Adopter une perspective sur toute la vie et des interventions valables dans les milieux réels.</li><li>Associer la personne, sa famille et son entourage à chaque étape.</li><li>Combiner plusieurs interventions et mettre l’accent sur la prévention.</li><li>Agir aussi sur les systèmes : organisation, formation, ressources.</li></ul>',
      '<p>Le point de départ est toujours la compréhension de la fonction du comportement : ce qu’il permet à la personne d’obtenir ou d’éviter. On modifie ensuite l’environnement pour prévenir, on enseigne des compétences de remplacement (souvent de communication) et on renforce ce qui fonctionne.</p>',
      '<p>Un texte à lire pour comprendre pourquoi le PBS n’est pas une simple technique de gestion des crises, mais un cadre de valeurs et de méthodes.</p>',
    ),
  },
  {
    title:
      'Les « comportements-problèmes » : prévention et réponses au sein des établissements et services intervenant auprès des enfants et adultes handicapés',
    description:
      'Recommandations de bonnes pratiques en trois volets pour prévenir et accompagner les comportements-problèmes, de l’organisation de l’institution aux stratégies d’intervention et aux espaces de calme-retrait.',
    type: 'outil',
    approach: 'pbs',
    audience: 'handicap',
    publisher: 'Anesm (aujourd’hui Haute Autorité de santé), 2016',
    link: 'https://www.has-sante.fr',
    content: html(
      '<p>Publiées par l’Anesm fin 2016 et début 2017, puis reprises par la Haute Autorité de santé après la fusion des deux agences en 2018, ces recommandations s’adressent aux établissements et services pour enfants et adultes handicapés. Elles s’appliquent aux comportements dont l’intensité ou la répétition bouleverse la vie de la personne et de son entourage.</p>',
      '<h3>Trois volets</h3>',
      '<ol><li>L’organisation à privilégier et les stratégies de prévention.</li><li>Les stratégies d’intervention des professionnels.</li><li>Les espaces de calme-retrait et d’apaisement, leur usage et leurs limites.</li></ol>',
      '<h3>Étapes clés sur le terrain</h3>',
      '<ul><li>Rechercher en priorité une cause somatique, en particulier la douleur.</li><li>Décrire précisément le comportement (fréquence, durée, contexte) et ce qui se passe avant et après.</li><li>Formuler en équipe des hypothèses sur la fonction du comportement pour la personne.</li><li>Agir sur les facteurs de protection : moyens de communication, environnement adapté, activités significatives.</li><li>Prévoir les réponses en situation de crise et reprendre chaque épisode en équipe.</li></ul>',
      '<p>Le troisième volet rappelle que les espaces de calme-retrait doivent rester un outil d’apaisement inscrit dans le projet de la personne, encadré et réévalué, et jamais une sanction.</p>',
      '<p>Même si elles ont été écrites pour le contexte français, ces recommandations sont largement utilisées en Suisse romande comme référence pour construire des projets institutionnels.</p>',
    ),
  },
  {
    title:
      'Évaluation et intervention auprès des comportements-défis : déficience intellectuelle et/ou autisme',
    description:
      'Un manuel en français, clair et méthodique, pour comprendre les comportements-défis par l’évaluation fonctionnelle et construire des interventions positives, centrées sur la qualité de vie.',
    type: 'ouvrage',
    approach: 'pbs',
    audience: 'handicap',
    publisher: 'Eric Willaye, Ghislain Magerotte — De Boeck, 2008',
    content: html(
      '<p>Eric Willaye, directeur du Service universitaire spécialisé pour personnes avec autisme (SUSA) en Belgique, et Ghislain Magerotte, professeur à l’Université de Mons, ont écrit l’un des rares manuels francophones entièrement consacrés aux comportements-défis. Il s’appuie sur le soutien au comportement positif et sur de nombreux exemples cliniques.</p>',
      '<h3>La démarche proposée</h3>',
      '<ol><li>Décrire le comportement de façon objective et mesurable.</li><li>Réaliser une évaluation fonctionnelle : dans quels contextes apparaît-il, qu’est-ce qui le précède, qu’est-ce qui le suit ?</li><li>Formuler des hypothèses sur sa fonction : obtenir une attention ou un objet, échapper à une demande, rechercher ou éviter une sensation.</li><li>Construire un plan d’intervention qui modifie l’environnement, enseigne un comportement alternatif et ajuste les réponses de l’entourage.</li><li>Évaluer et réajuster régulièrement.</li></ol>',
      '<p>Les auteurs insistent sur l’importance d’enseigner des moyens de communication fonctionnels : beaucoup de comportements-défis diminuent lorsque la personne dispose d’une autre façon de dire « stop », « j’ai mal » ou « je veux ».</p>',
      '<p>Un ouvrage de référence pour les éducateurs, psychologues et équipes d’institutions accueillant des personnes avec une déficience intellectuelle ou un trouble du spectre de l’autisme.</p>',
    ),
  },
  {
    title: 'Association for Positive Behavior Support (APBS)',
    description:
      'Association internationale qui fédère chercheurs, professionnels et familles autour du soutien au comportement positif : ressources, conférences et réseau, principalement en anglais.',
    type: 'site',
    approach: 'pbs',
    audience: 'tous',
    publisher: 'Association for Positive Behavior Support',
    link: 'https://www.apbs.org',
  },
  // ——— Autisme, TEACCH, Snoezelen et autres approches ———
  {
    title: 'TEACCH Autism Program',
    description:
      'Le site du programme TEACCH de l’Université de Caroline du Nord, fondé par Eric Schopler : principes de l’enseignement structuré, formations et ressources pour accompagner les personnes autistes tout au long de la vie.',
    type: 'site',
    approach: 'general',
    audience: 'enfants',
    publisher: 'UNC TEACCH Autism Program — University of North Carolina',
    link: 'https://teacch.com',
    content: html(
      '<p>Créé dans les années 1970 par Eric Schopler en Caroline du Nord, le programme TEACCH a été l’un des premiers à considérer les parents comme des partenaires de l’intervention et non comme la cause de l’autisme. Il a popularisé l’« enseignement structuré », qui s’appuie sur les forces visuelles de nombreuses personnes autistes.</p>',
      '<h3>Les piliers de l’enseignement structuré</h3>',
      '<ul><li><strong>La structure physique</strong> : des espaces délimités et reconnaissables pour chaque activité (travail, jeu, repas, repos).</li><li><strong>L’emploi du temps visuel</strong> : objets, photos, pictogrammes ou mots selon le niveau de la personne.</li><li><strong>Le système de travail</strong> : il répond à quatre questions — quel travail, combien, quand est-ce fini, que se passe-t-il ensuite ?</li><li><strong>La structure visuelle des tâches</strong> : consignes, organisation et repères rendus visibles.</li></ul>',
      '<p>Concrètement, commencez par un emploi du temps visuel adapté au niveau de compréhension de la personne, présenté toujours au même endroit, puis rendez visibles le début et la fin de chaque activité. Réévaluez régulièrement pour augmenter l’autonomie.</p>',
      '<p>Le site, en anglais, présente aussi les formations proposées par l’Université de Caroline du Nord et des ressources pour les familles.</p>',
    ),
  },
  {
    title:
      'Autisme et autres troubles envahissants du développement : interventions éducatives et thérapeutiques coordonnées chez l’enfant et l’adolescent',
    description:
      'Recommandations de bonne pratique de la HAS et de l’Anesm (mars 2012) sur les interventions auprès des enfants et adolescents autistes : évaluation, projet personnalisé, place des parents et communication.',
    type: 'outil',
    approach: 'general',
    audience: 'enfants',
    publisher: 'Haute Autorité de santé (HAS) et Anesm, 2012',
    link: 'https://www.has-sante.fr',
    content: html(
      '<p>Publiées en mars 2012, ces recommandations ont marqué un tournant dans l’accompagnement de l’autisme en France et ont influencé les pratiques dans l’ensemble de la francophonie. Elles ont été élaborées par consensus formalisé, en gradant chaque recommandation selon le niveau de preuve disponible.</p>',
      '<h3>Messages clés</h3>',
      '<ul><li>Associer l’enfant et ses parents, co-construire avec eux le projet d’interventions et respecter la singularité de chaque famille.</li><li>Réaliser une évaluation initiale du fonctionnement dans les trois mois qui suivent la première consultation évoquant un trouble du développement, puis au moins une fois par an.</li><li>Proposer des interventions personnalisées, globales et coordonnées, débutées précocement ; les approches éducatives, comportementales et développementales sont recommandées.</li><li>Recourir le plus tôt possible à la communication alternative ou augmentée pour les enfants qui s’expriment peu oralement, de façon cohérente dans tous leurs lieux de vie.</li></ul>',
      '<p>Certaines pratiques ont été jugées non consensuelles ou non recommandées. Les recommandations détaillent aussi l’accompagnement des comportements-problèmes, de la scolarisation et de la santé somatique.</p>',
      '<p>La HAS a depuis publié d’autres travaux sur le trouble du spectre de l’autisme, notamment pour les adultes ; consultez son site pour connaître les versions en vigueur.</p>',
    ),
  },
  {
    title: 'Snoezelen: Another World',
    description:
      'Le livre des deux créateurs du Snoezelen, approche multisensorielle née aux Pays-Bas dans les années 1970 pour offrir aux personnes polyhandicapées des moments de détente et d’exploration sans exigence de performance.',
    type: 'ouvrage',
    approach: 'general',
    audience: 'handicap',
    publisher: 'Jan Hulsegge, Ad Verheul — Rompa, 1987',
    content: html(
      '<p>Au centre De Hartenberg, aux Pays-Bas, Jan Hulsegge et Ad Verheul ont commencé en 1974 à proposer à des personnes très lourdement handicapées des expériences sensorielles simples : lumières, sons, textures, odeurs. Le mot Snoezelen associe deux verbes néerlandais signifiant « renifler, explorer » et « somnoler ». Le livre, paru d’abord en néerlandais, a été traduit dans de nombreuses langues.</p>',
      '<h3>Une attitude plus qu’une salle</h3>',
      '<p>Les auteurs insistent : le Snoezelen n’est pas un équipement, mais une façon d’être avec la personne. L’accompagnant propose, observe et suit ; la personne choisit, explore à son rythme et peut refuser. Il n’y a ni objectif d’apprentissage ni résultat attendu, seulement le bien-être et la relation.</p>',
      '<h3>Repères pratiques</h3>',
      '<ul><li>Doser les stimulations : une seule source à la fois au début, et éviter la surcharge.</li><li>Connaître les préférences et les signes d’inconfort de la personne.</li><li>Prévoir des séances régulières, avec un accompagnant connu et disponible.</li><li>Noter ses observations pour ajuster les séances suivantes.</li></ul>',
      '<p>L’approche s’est ensuite étendue aux personnes âgées atteintes de démence et à d’autres publics, avec un niveau de preuve encore limité.</p>',
    ),
  },
  {
    title: 'Snoezelen for dementia',
    description:
      'Revue Cochrane consacrée à la stimulation multisensorielle de type Snoezelen chez les personnes atteintes de démence : un rappel utile de ce que la recherche permet, ou non, d’affirmer.',
    type: 'recherche',
    approach: 'recherche',
    audience: 'personnes_agees',
    publisher: 'Jenny C. C. Chung, Claudia K. Y. Lai — Cochrane Database of Systematic Reviews, 2002',
    content: html(
      '<p>Les espaces Snoezelen se sont multipliés dans les établissements pour personnes âgées. Cette revue de la Collaboration Cochrane a recherché les essais contrôlés randomisés évaluant leurs effets sur le comportement, l’humeur et la communication des personnes atteintes de démence.</p>',
      '<h3>Résultats</h3>',
      '<p>Seuls deux essais répondaient aux critères d’inclusion, et leurs résultats ne permettaient pas de conclure à une efficacité du Snoezelen sur les troubles liés à la démence. Des effets positifs pendant ou juste après les séances ont parfois été observés, sans preuve d’un bénéfice durable.</p>',
      '<h3>Que faire de ces résultats ?</h3>',
      '<ul><li>Présenter le Snoezelen comme un moment de détente et de relation, pas comme une thérapie qui réduirait les troubles.</li><li>Observer pour chaque personne ce qui l’apaise ou l’agite, et adapter la séance.</li><li>Ne pas réserver l’approche multisensorielle à une salle dédiée : la musique, la lumière et le toucher peuvent être intégrés aux soins quotidiens.</li></ul>',
      '<p>Comme pour d’autres revues anciennes, vérifiez s’il existe des synthèses plus récentes sur la stimulation multisensorielle avant d’en citer les conclusions.</p>',
    ),
  },
  {
    title: 'Dementia prevention, intervention, and care: 2020 report of the Lancet Commission',
    description:
      'Le rapport de référence de la Commission du Lancet sur les démences : douze facteurs de risque modifiables, une part importante de cas potentiellement évitables et des recommandations pour les soins et le soutien aux familles.',
    type: 'recherche',
    approach: 'recherche',
    audience: 'tous',
    publisher: 'Gill Livingston et al. — The Lancet, 2020',
    content: html(
      '<p>Réunissant des experts internationaux, la Commission du Lancet fait la synthèse des connaissances sur la prévention et l’accompagnement des démences. Son rapport de 2020 estime qu’environ 40 % des démences dans le monde sont liées à des facteurs sur lesquels il est possible d’agir.</p>',
      '<h3>Les douze facteurs de risque modifiables</h3>',
      '<ul><li>Dans la jeunesse : un faible niveau d’éducation.</li><li>À l’âge adulte : perte auditive, traumatismes crâniens, hypertension, consommation excessive d’alcool, obésité.</li><li>Plus tard dans la vie : tabagisme, dépression, isolement social, inactivité physique, pollution de l’air, diabète.</li></ul>',
      '<p>La mise à jour publiée en 2024 ajoute deux facteurs, un taux élevé de cholestérol LDL et une perte de vision non traitée, et porte la part potentiellement évitable à près de 45 %.</p>',
      '<h3>Ce qui concerne directement les soignants</h3>',
      '<p>Le rapport recommande de traiter les troubles auditifs, de favoriser l’activité physique et les liens sociaux à tout âge, d’éviter les psychotropes lorsque des alternatives existent, de proposer des interventions centrées sur la personne pour les symptômes comportementaux et de soutenir activement les proches aidants.</p>',
    ),
  },
  // ——— Organisations suisses et francophones ———
  {
    title: 'Alzheimer Suisse',
    description:
      'L’organisation nationale des personnes atteintes de démence et de leurs proches : informations fiables, conseils téléphoniques, sections cantonales, groupes d’entraide et offres de relève partout en Suisse.',
    type: 'site',
    approach: 'general',
    audience: 'aidants',
    publisher: 'Alzheimer Suisse',
    link: 'https://www.alzheimer-schweiz.ch',
    content: html(
      '<p>Alzheimer Suisse accompagne les personnes atteintes de la maladie d’Alzheimer ou d’une autre forme de démence, ainsi que leurs proches. Son site, disponible en français, propose des fiches d’information sur les différentes démences, le diagnostic, les traitements et la vie quotidienne.</p>',
      '<p>Les sections cantonales de Suisse romande organisent des permanences de conseil, des groupes d’entraide pour les proches, des rencontres conviviales et, selon les régions, des offres de relève ou de vacances accompagnées.</p>',
      '<h3>Pour les professionnels</h3>',
      '<ul><li>Orienter systématiquement les familles vers la section cantonale dès l’annonce du diagnostic.</li><li>Utiliser les brochures pour préparer un entretien avec un proche ou une formation d’équipe.</li><li>Se tenir informé des positions et des chiffres actualisés sur les démences en Suisse.</li></ul>',
      '<p>Le site est disponible en français, en allemand et en italien.</p>',
    ),
  },
  {
    title: 'Pro Senectute',
    description:
      'La plus grande organisation suisse au service des personnes âgées et de leurs proches : consultation sociale gratuite, aide à domicile, cours, activités physiques et informations pratiques, via ses organisations cantonales.',
    type: 'site',
    approach: 'general',
    audience: 'personnes_agees',
    publisher: 'Pro Senectute Suisse',
    link: 'https://www.prosenectute.ch',
  },
  {
    title: 'Pro Infirmis',
    description:
      'L’organisation suisse spécialisée pour les personnes en situation de handicap et leurs proches : consultation sociale, accompagnement, conseils pour l’habitat et, selon les cantons, offres de relève.',
    type: 'site',
    approach: 'general',
    audience: 'handicap',
    publisher: 'Pro Infirmis',
    link: 'https://www.proinfirmis.ch',
  },
  {
    title: 'autisme suisse romande',
    description:
      'L’association romande des personnes autistes, de leurs familles et des professionnels : informations, conseils, activités et défense des droits des personnes autistes en Suisse romande.',
    type: 'site',
    approach: 'general',
    audience: 'handicap',
    publisher: 'autisme suisse romande',
    link: 'https://www.autisme.ch',
  },
  {
    title: 'Programme de promotion « Offres visant à décharger les proches aidants 2017–2020 »',
    description:
      'Programme de recherche de la Confédération sur la situation des proches aidants en Suisse : études, modèles de bonnes pratiques et pistes pour les cantons, les communes et les prestataires de relève.',
    type: 'recherche',
    approach: 'recherche',
    audience: 'aidants',
    publisher: 'Office fédéral de la santé publique (OFSP)',
    content: html(
      '<p>En 2014, le Conseil fédéral a adopté un plan d’action de soutien et de décharge en faveur des proches aidants. Le programme de promotion mené par l’OFSP de 2017 à 2020 en est le volet scientifique : il a produit une série d’études sur les besoins des proches aidants, leur recours aux offres de relève et la conciliation avec l’activité professionnelle.</p>',
      '<h3>Quelques constats</h3>',
      '<ul><li>Les proches aidants fournissent chaque année des dizaines de millions d’heures de travail non rémunéré d’accompagnement et de soins.</li><li>Ils sont de tous âges, y compris des enfants et des jeunes, et beaucoup exercent une activité professionnelle.</li><li>Les offres de relève existent mais sont souvent mal connues, mal coordonnées ou difficiles d’accès.</li></ul>',
      '<p>Une synthèse intitulée « Soutien et décharge en faveur des proches aidants — Impulsions pour les cantons et les communes » résume les recommandations : information ciblée, coordination, offres de relève souples, reconnaissance du rôle des proches.</p>',
      '<h3>Le cadre légal</h3>',
      '<p>Depuis 2021, une loi fédérale améliore la conciliation entre travail et prise en charge d’un proche : congé de courte durée pour s’occuper d’un membre de la famille malade, congé de prise en charge pour les parents d’un enfant gravement atteint dans sa santé et extension des bonifications AVS pour tâches d’assistance. Les professionnels peuvent informer les familles de ces droits.</p>',
    ),
  },
  {
    title: 'Cours d’auxiliaire de santé CRS',
    description:
      'Le cours de la Croix-Rouge suisse qui prépare aux soins de base auprès des personnes âgées, malades ou handicapées : une porte d’entrée vers les métiers du soin, très utile aussi pour les proches aidants.',
    type: 'formation',
    approach: 'general',
    audience: 'aidants',
    publisher: 'Croix-Rouge suisse (CRS)',
    link: 'https://www.redcross.ch',
    content: html(
      '<p>Organisé par les associations cantonales de la Croix-Rouge, le cours d’auxiliaire de santé CRS comprend une partie théorique et pratique en groupe, suivie d’un stage dans un établissement ou un service de soins à domicile. Il aboutit à un certificat reconnu par de nombreux employeurs du domaine de la santé.</p>',
      '<h3>Ce que l’on y apprend</h3>',
      '<ul><li>Les soins de base : hygiène, habillage, aide aux repas, mobilisation et prévention des chutes.</li><li>L’observation de l’état de santé et la transmission des informations à l’équipe.</li><li>La communication avec des personnes âgées, malades ou désorientées, et avec leurs proches.</li><li>Le rôle et les limites de l’auxiliaire au sein d’une équipe soignante.</li></ul>',
      '<p>Pour un proche aidant, le cours apporte des gestes sûrs et moins fatigants, ainsi qu’une meilleure compréhension de ce que vit la personne aidée. Pour une personne en reconversion, il constitue souvent la première étape vers une formation d’aide en soins et accompagnement (AFP) ou d’assistant·e en soins et santé communautaire (CFC).</p>',
      '<p>Renseignez-vous auprès de la Croix-Rouge de votre canton sur les dates, le coût et les éventuelles aides financières ; les associations cantonales proposent aussi, selon les régions, des services de relève à domicile.</p>',
    ),
  },
  {
    title: 'Haute Autorité de santé (HAS)',
    description:
      'L’autorité publique française qui publie les recommandations de bonnes pratiques en santé et en accompagnement social et médico-social, largement utilisées comme références dans la francophonie.',
    type: 'site',
    approach: 'general',
    audience: 'tous',
    publisher: 'Haute Autorité de santé',
    link: 'https://www.has-sante.fr',
  },
  {
    title: 'Échelles Doloplus-2 et Algoplus',
    description:
      'Deux échelles d’hétéro-évaluation pour repérer la douleur chez les personnes âgées qui ne peuvent pas l’exprimer : un réflexe indispensable face à un refus de soin ou à un changement de comportement.',
    type: 'outil',
    approach: 'general',
    audience: 'personnes_agees',
    publisher: 'Collectif Doloplus (Bernard Wary et al.)',
    content: html(
      '<p>Chez une personne atteinte de troubles cognitifs ou de troubles de la communication, la douleur passe souvent inaperçue ou est confondue avec de l’agitation, de l’agressivité ou un repli. Ces deux échelles françaises, largement utilisées en Suisse romande, reposent sur l’observation du comportement par les soignants.</p>',
      '<h3>Doloplus-2 : la douleur qui dure</h3>',
      '<p>Elle comporte dix items répartis en trois dimensions (retentissement somatique, psychomoteur et psychosocial), cotés chacun de 0 à 3. Un score de 5 sur 30 ou plus signe une douleur. L’évaluation se fait de préférence à plusieurs et suppose de connaître le comportement habituel de la personne.</p>',
      '<h3>Algoplus : la douleur aiguë</h3>',
      '<p>Plus rapide (environ une minute), elle observe cinq domaines : visage, regard, plaintes, attitudes corporelles et comportements. Chaque domaine est coté oui ou non ; un score de 2 ou plus sur 5 signe une douleur probable.</p>',
      '<ul><li>Évaluer avant et après un soin douloureux, puis après chaque traitement antalgique.</li><li>Tracer les scores dans le dossier pour suivre l’évolution.</li><li>Devant un comportement inhabituel, penser douleur avant de penser trouble du comportement.</li></ul>',
    ),
  },
  {
    title: 'Le Cerveau d’Hugo',
    description:
      'Docu-fiction de France 2 qui suit Hugo, un jeune homme autiste, de la naissance à l’âge adulte, en mêlant fiction, archives et témoignages de personnes autistes et de leurs familles.',
    type: 'video',
    approach: 'general',
    audience: 'handicap',
    publisher: 'Sophie Révil (réalisation) — France 2, 2012',
    content: html(
      '<p>Diffusé en novembre 2012, ce film raconte, à travers le personnage fictif d’Hugo interprété à l’âge adulte par Thomas Coumans, le parcours d’un enfant autiste doué pour le piano : les inquiétudes des parents, l’errance diagnostique, l’école, la solitude et la recherche d’une place dans la société. La narration est assurée par Sophie Marceau.</p>',
      '<p>Des personnes autistes, dont Josef Schovanec, et des parents témoignent entre les séquences de fiction. Le film a contribué à faire évoluer le regard du grand public sur l’autisme, en le présentant comme une particularité du développement du cerveau plutôt que comme une maladie psychique causée par l’entourage.</p>',
      '<h3>Utilisation en formation ou avec des familles</h3>',
      '<ul><li>Discuter des particularités sensorielles et sociales décrites par les témoins, et de la façon dont l’environnement peut les aggraver ou les apaiser.</li><li>Mettre en lumière le vécu des parents et de la fratrie.</li><li>Rappeler que l’autisme est un spectre : Hugo n’illustre pas toutes les situations, notamment celles des personnes avec une déficience intellectuelle associée.</li></ul>',
      '<p>Le film peut être visionné en entier ou par extraits, suivis d’un temps d’échange ; prévoyez d’accueillir les émotions qu’il peut susciter chez des parents directement concernés.</p>',
    ),
  },
  // ——— Communication et CAA ———
  {
    title: 'The Picture Exchange Communication System Training Manual',
    description:
      'Le manuel officiel du PECS, système de communication par échange d’images conçu par Andy Bondy et Lori Frost : six phases progressives pour apprendre à une personne à initier une communication fonctionnelle.',
    type: 'outil',
    approach: 'communication',
    audience: 'enfants',
    publisher: 'Lori Frost, Andy Bondy — Pyramid Educational Products',
    content: html(
      '<p>Le PECS a été développé à partir de 1985 par le psychologue Andy Bondy et l’orthophoniste Lori Frost, auprès d’enfants autistes. Il s’appuie sur l’analyse appliquée du comportement et sur une idée forte : apprendre d’abord à l’enfant à aller vers l’autre pour obtenir ce qu’il veut. Le manuel existe en traduction française.</p>',
      '<h3>Les six phases</h3>',
      '<ol><li>Échanger une image contre un objet désiré, avec l’aide physique d’un second adulte et sans incitation verbale.</li><li>Aller chercher son classeur et son interlocuteur, même à distance, et persévérer.</li><li>Discriminer les images pour choisir ce que l’on veut vraiment.</li><li>Construire une phrase sur une bande (« je veux » + image).</li><li>Répondre à la question « qu’est-ce que tu veux ? ».</li><li>Commenter (« je vois », « j’entends »).</li></ol>',
      '<p>Avant de commencer, identifiez soigneusement ce qui motive la personne : le PECS repose sur des demandes réelles. Aucune compétence préalable d’imitation ou de contact visuel n’est exigée.</p>',
      '<p>Pour réussir, formez toutes les personnes qui entourent l’enfant, rendez le classeur toujours accessible et multipliez les occasions de demande dans la journée. Une formation officielle est fortement conseillée avant de se lancer.</p>',
    ),
  },
  {
    title: 'Formation au programme Makaton',
    description:
      'Formations de l’association AAD Makaton au programme Makaton, qui associe parole, signes et pictogrammes pour aider les enfants et adultes ayant des troubles du langage ou de la communication à comprendre et à s’exprimer.',
    type: 'formation',
    approach: 'communication',
    audience: 'handicap',
    publisher: 'AAD Makaton (Association Avenir Dysphasie Makaton)',
    content: html(
      '<p>Le programme Makaton a été conçu en Grande-Bretagne dans les années 1970 par l’orthophoniste Margaret Walker. Introduit en France en 1996, il y est diffusé par l’association AAD Makaton, organisme de formation. Il s’adresse aux personnes avec autisme, trisomie 21, dysphasie, polyhandicap ou aphasie, enfants comme adultes.</p>',
      '<h3>Principes</h3>',
      '<ul><li>Un vocabulaire de base d’environ 450 concepts fonctionnels, organisé en niveaux progressifs et personnalisable.</li><li>Pour chaque concept : la parole, un signe issu de la langue des signes française et un pictogramme.</li><li>Les signes suivent l’ordre de la phrase parlée : on signe les mots clés tout en parlant.</li></ul>',
      '<p>L’objectif est double : offrir un moyen d’expression immédiat et soutenir la compréhension et l’émergence du langage oral. La crainte que les signes « empêchent de parler » n’est pas fondée : au contraire, ils donnent un modèle et réduisent la frustration.</p>',
      '<p>Les formations de base durent quelques jours et s’adressent aux professionnels comme aux familles. Pour que le programme porte ses fruits, formez ensemble l’équipe et les parents, choisissez d’abord les concepts les plus utiles au quotidien et utilisez-les dans tous les lieux de vie.</p>',
    ),
  },
  {
    title:
      'Effectiveness of the Picture Exchange Communication System (PECS) on Communication and Speech for Children With Autism Spectrum Disorders: A Meta-Analysis',
    description:
      'Méta-analyse des études sur le PECS chez les enfants autistes : des effets prometteurs sur la communication, plus modestes et variables sur la parole, et des questions ouvertes sur le maintien des acquis.',
    type: 'recherche',
    approach: 'communication',
    audience: 'enfants',
    publisher:
      'Michelle Flippin, Stephanie Reszka, Linda R. Watson — American Journal of Speech-Language Pathology, 2010',
    content: html(
      '<p>Les auteures, de l’Université de Caroline du Nord, ont rassemblé les études de groupe et à cas unique évaluant le PECS chez des enfants avec un trouble du spectre de l’autisme, afin d’estimer ses effets sur deux plans distincts : la communication et la production de parole.</p>',
      '<h3>Résultats</h3>',
      '<ul><li>Le PECS apparaît comme une intervention prometteuse pour développer la communication fonctionnelle.</li><li>Les gains en parole sont plus faibles et très variables d’un enfant à l’autre.</li><li>Les données sur le maintien dans le temps et la généralisation à d’autres contextes restent insuffisantes.</li></ul>',
      '<p>Les auteures soulignent que certaines caractéristiques de l’enfant avant l’intervention pourraient prédire de meilleurs progrès en parole, ce qui plaide pour une évaluation initiale soigneuse.</p>',
      '<p>Pour la pratique : présenter le PECS aux familles comme un outil de communication, pas comme une méthode garantissant l’apparition du langage oral ; planifier dès le départ la généralisation (autres personnes, autres lieux) et suivre l’évolution avec des objectifs mesurables.</p>',
    ),
  },
  {
    title: 'International Society for Augmentative and Alternative Communication (ISAAC)',
    description:
      'La société internationale de la communication alternative et augmentée (CAA), qui réunit utilisateurs, familles, professionnels et chercheurs : congrès, publications et réseau de sections nationales.',
    type: 'site',
    approach: 'communication',
    audience: 'handicap',
    publisher: 'ISAAC',
    link: 'https://isaac-online.org',
  },
  {
    title:
      'Les mots sont des fenêtres (ou bien ce sont des murs) : introduction à la Communication NonViolente',
    description:
      'Le livre de référence de la Communication NonViolente : un processus en quatre temps pour exprimer ce que l’on vit et écouter l’autre sans jugement, utile dans les équipes comme avec les familles.',
    type: 'ouvrage',
    approach: 'communication',
    audience: 'tous',
    publisher: 'Marshall B. Rosenberg — La Découverte',
    content: html(
      '<p>Psychologue américain, Marshall Rosenberg a développé la Communication NonViolente (CNV) à partir des années 1960. Son livre principal montre comment nos façons habituelles de parler (juger, comparer, exiger, nier notre responsabilité) coupent la relation, et propose une autre manière de s’exprimer et d’écouter.</p>',
      '<h3>Les quatre composantes</h3>',
      '<ol><li><strong>Observation</strong> : décrire des faits sans les mêler d’évaluation (« tu es arrivée à 7 h 40 » plutôt que « tu es toujours en retard »).</li><li><strong>Sentiment</strong> : dire ce que l’on ressent.</li><li><strong>Besoin</strong> : relier ce sentiment à un besoin (reconnaissance, sécurité, repos…).</li><li><strong>Demande</strong> : formuler une demande concrète, réalisable et négociable.</li></ol>',
      '<p>Le même processus sert à écouter : derrière une plainte, une critique ou de l’agressivité, chercher le sentiment et le besoin de l’autre.</p>',
      '<h3>Applications dans le soin et l’éducation</h3>',
      '<p>Face à un proche inquiet qui accuse l’équipe, commencer par reconnaître son inquiétude avant de répondre sur les faits. En réunion d’équipe, formuler les désaccords par observations et demandes plutôt que par reproches. Le risque est d’en faire une formule mécanique : l’intention d’écoute compte plus que les mots.</p>',
    ),
  },
  {
    title: 'Parler pour que les enfants écoutent, écouter pour que les enfants parlent',
    description:
      'Un classique de la communication avec les enfants : des outils concrets, illustrés de dialogues et de dessins, pour accueillir les émotions, obtenir la coopération sans crier et encourager l’autonomie.',
    type: 'ouvrage',
    approach: 'communication',
    audience: 'aidants',
    publisher: 'Adele Faber, Elaine Mazlish',
    content: html(
      '<p>Publié aux États-Unis en 1980 et traduit en français, ce livre est issu des ateliers de parents animés par les deux autrices, inspirées par le psychologue Haim Ginott. Chaque chapitre propose des exercices, des exemples de dialogues et des bandes dessinées montrant la réponse habituelle puis une alternative.</p>',
      '<h3>Les principaux outils</h3>',
      '<ul><li><strong>Accueillir les sentiments</strong> : écouter avec attention, répondre par un simple « oh… je vois », nommer l’émotion, accorder en imagination ce que l’on ne peut pas donner en réalité.</li><li><strong>Susciter la coopération</strong> : décrire ce que l’on voit, donner une information, dire les choses en un mot, exprimer ce que l’on ressent, écrire un petit mot.</li><li><strong>Remplacer la punition</strong> : exprimer sa désapprobation sans attaquer, proposer de réparer, chercher une solution ensemble.</li><li><strong>Encourager l’autonomie</strong> et féliciter de façon descriptive plutôt que par des jugements (« tu es sage »).</li></ul>',
      '<p>Très utile pour les parents, le livre l’est aussi pour les éducateurs et les soignants en pédiatrie. Plusieurs outils se transposent à la relation avec des adolescents ou des adultes vulnérables : décrire plutôt qu’accuser, reconnaître l’émotion avant de chercher une solution.</p>',
      '<p>Les mêmes autrices ont ensuite adapté leur démarche aux adolescents et aux relations entre frères et sœurs.</p>',
    ),
  },
];
